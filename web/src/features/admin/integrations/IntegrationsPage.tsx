import { Stack } from '@chakra-ui/react';
import { useViewer } from '../../../auth/auth';
import { PageHeader } from '../../../components/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';
import { SlackAppSection } from '../../quick-decisions/SlackAppSection';

/** Integrations (administrators): API tokens for other tools and webhooks that receive request events. */
export default function IntegrationsPage() {
  const { t } = useTranslation('admin-integrations');
  const { capabilities } = useViewer();
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack gap="6">
        {capabilities.can('MANAGE_API_TOKENS') && <ApiTokensSection />}
        {capabilities.can('MANAGE_WEBHOOKS') && <WebhooksSection />}
        {/* Administrators' alone, as webhooks are: the Slack app's rules are the module's (quick-decisions). */}
        {capabilities.can('MANAGE_WEBHOOKS') && <SlackAppSection />}
      </Stack>
    </>
  );
}
