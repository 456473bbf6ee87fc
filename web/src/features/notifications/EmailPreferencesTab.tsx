import { Button, Card, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { RotateCw } from 'lucide-react';
import { graphql } from '../../__generated__';
import { useTranslation } from '../../i18n';
import type { NotificationType } from '../../__generated__/graphql';
import { PageSpinner } from '../../components/LoadingScreen';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';

const PreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      emailTypes
    }
  }
`);

const UpdatePreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($emailTypes: [NotificationType!]!) {
    updateNotificationPreferences(emailTypes: $emailTypes) {
      emailTypes
    }
  }
`);

// Each type's label is `email.types.<type>` in the notifications catalogue.
const TYPES: NotificationType[] = [
  'PTO_REQUEST_SUBMITTED',
  'PTO_APPROVAL_REQUIRED',
  'PTO_REQUEST_APPROVED',
  'PTO_REQUEST_REJECTED',
  'OTHER',
];

/** Everyone's own choice of which notifications also arrive by email (the inbox always keeps them). */
export default function EmailPreferencesTab() {
  const query = useQuery(PreferencesQuery);
  // The answer is the viewer's preferences (one object): the cache replaces them.
  const [update, updateState] = useMutation(UpdatePreferencesMutation);
  const emailTypes = query.data?.notificationPreferences.emailTypes ?? [];
  const { t } = useTranslation('notifications');

  const onToggle = async (type: NotificationType, on: boolean) => {
    const next = on ? [...emailTypes, type] : emailTypes.filter((candidate) => candidate !== type);
    try {
      await update({ variables: { emailTypes: next } });
      toaster.create({ type: 'success', title: t('email.saved') });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('email.saveFailed'),
        description: errorMessage(error, ''),
      });
    }
  };

  if (query.error && !query.data)
    return (
      <Stack align="start" role="alert">
        <Text color="red.fg">{t('email.loadFailed', { reason: errorMessage(query.error, query.error.message) })}</Text>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RotateCw /> {t('retry')}
        </Button>
      </Stack>
    );
  if (!query.data) return <PageSpinner />;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('email.title')}</Card.Title>
        <Card.Description>{t('email.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" data-testid="email-preferences">
          {TYPES.map((type) => (
            <Switch.Root
              key={type}
              checked={emailTypes.includes(type)}
              disabled={updateState.loading}
              onCheckedChange={(e) => void onToggle(type, e.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t(`email.types.${type}`)}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
