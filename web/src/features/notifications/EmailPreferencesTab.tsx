import { Button, Card, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RotateCw } from 'lucide-react';
import { graphql } from '../../__generated__';
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

const TYPES: { type: NotificationType; label: string }[] = [
  { type: 'PTO_REQUEST_SUBMITTED', label: 'A request is submitted to me for a decision' },
  { type: 'PTO_APPROVAL_REQUIRED', label: 'A request has waited too long and needs my decision' },
  { type: 'PTO_REQUEST_APPROVED', label: 'My request is approved' },
  { type: 'PTO_REQUEST_REJECTED', label: 'My request is rejected' },
  { type: 'OTHER', label: 'Anything else' },
];

/** Everyone's own choice of which notifications also arrive by email (the inbox always keeps them). */
export default function EmailPreferencesTab() {
  const query = useQuery(PreferencesQuery);
  // The answer is the viewer's preferences (one object): the cache replaces them.
  const [update, updateState] = useMutation(UpdatePreferencesMutation);
  const emailTypes = query.data?.notificationPreferences.emailTypes ?? [];

  const onToggle = async (type: NotificationType, on: boolean) => {
    const next = on ? [...emailTypes, type] : emailTypes.filter((candidate) => candidate !== type);
    try {
      await update({ variables: { emailTypes: next } });
      toaster.create({ type: 'success', title: 'Email preferences saved' });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to save email preferences',
        description: errorMessage(error, ''),
      });
    }
  };

  if (query.error && !query.data)
    return (
      <Stack align="start" role="alert">
        <Text color="red.fg">Failed to load email preferences: {errorMessage(query.error, query.error.message)}</Text>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RotateCw /> Retry
        </Button>
      </Stack>
    );
  if (!query.data) return <PageSpinner />;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Email me when</Card.Title>
        <Card.Description>
          Every notification stays in your inbox here; these choose which also go to your email.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" data-testid="email-preferences">
          {TYPES.map(({ type, label }) => (
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
              <Switch.Label>{label}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
