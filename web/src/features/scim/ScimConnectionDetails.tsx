import { Button, Clipboard, Input, List, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n';

/** Where a company directory sends SCIM 2.0 requests: this server's /scim/v2. */
export const scimTenantUrl = (origin: string = window.location.origin): string =>
  `${origin.replace(/\/+$/, '')}/scim/v2`;

/**
 * What an administrator pastes into Entra ID or Okta beside a provisioning token: the tenant URL, and
 * where each goes. Shown while choosing the scim:provision scope and with the new token.
 */
export function ScimConnectionDetails() {
  // Part of the token dialog: its words load without holding up the dialog.
  return (
    <Suspense fallback={null}>
      <ConnectionDetails />
    </Suspense>
  );
}

function ConnectionDetails() {
  const { t } = useTranslation('scim');
  const url = scimTenantUrl();
  return (
    <Stack gap="2" data-testid="scim-connection">
      <Clipboard.Root value={url}>
        <Clipboard.Label fontSize="sm" fontWeight="medium" mb="1.5" display="block">
          {t('tenantUrl')}
        </Clipboard.Label>
        <Clipboard.Control display="flex" gap="2">
          <Clipboard.Input asChild>
            <Input size="sm" fontFamily="mono" readOnly data-testid="scim-tenant-url" />
          </Clipboard.Input>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline" flexShrink="0" aria-label={t('copy')}>
              <Clipboard.Indicator copied={<Check />}>
                <Copy />
              </Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Control>
      </Clipboard.Root>
      <List.Root as="ol" fontSize="xs" color="fg.muted" ps="4" gap="1">
        <List.Item>{t('steps.entra')}</List.Item>
        <List.Item>{t('steps.okta')}</List.Item>
        <List.Item>{t('steps.externalId')}</List.Item>
      </List.Root>
      <Text fontSize="xs" color="fg.muted">
        {t('scope')}
      </Text>
    </Stack>
  );
}
