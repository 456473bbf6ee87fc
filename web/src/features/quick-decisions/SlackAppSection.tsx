import { Badge, Button, Card, Code, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/FormField';
import { PageSpinner } from '../../components/LoadingScreen';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/dates';

const SlackAppQuery = graphql(`
  query SlackAppSection {
    slackApp {
      configured
      updatedAt
      interactivityUrl
    }
  }
`);

const ConfigureSlackAppMutation = graphql(`
  mutation ConfigureSlackApp($input: SlackAppInput!) {
    configureSlackApp(input: $input) {
      configured
      updatedAt
      interactivityUrl
    }
  }
`);

const RemoveSlackAppMutation = graphql(`
  mutation RemoveSlackApp {
    removeSlackApp {
      configured
      updatedAt
      interactivityUrl
    }
  }
`);

/**
 * The Slack app through which approvers decide from Slack messages: its signing secret and bot token
 * (never shown again), and the Interactivity Request URL to enter in Slack.
 */
export function SlackAppSection() {
  const query = useQuery(SlackAppQuery);
  const [signingSecret, setSigningSecret] = useState('');
  const [botToken, setBotToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [configure, { loading: saving }] = useMutation(ConfigureSlackAppMutation, {
    update: (cache, { data }) =>
      data && cache.writeQuery({ query: SlackAppQuery, data: { slackApp: data.configureSlackApp } }),
  });
  const [remove, { loading: removing }] = useMutation(RemoveSlackAppMutation, {
    update: (cache, { data }) =>
      data && cache.writeQuery({ query: SlackAppQuery, data: { slackApp: data.removeSlackApp } }),
  });
  const app = query.data?.slackApp;

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await configure({ variables: { input: { signingSecret, botToken } } });
      setSigningSecret('');
      setBotToken('');
      toaster.success({ title: 'Slack app saved' });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the Slack app'));
    }
  }

  async function forget() {
    try {
      await remove();
      toaster.success({ title: 'Slack app removed' });
    } catch (failure) {
      toaster.error({ title: 'Could not remove the Slack app', description: errorMessage(failure, '') });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="slack-app-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="slack-app-title" as="h2" fontSize="lg">
              Slack app
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Approve and Reject buttons on Slack messages decide as the person who clicks (matched by their Slack
              email).
            </Text>
          </Stack>
          {app && (
            <Badge colorPalette={app.configured ? 'green' : 'gray'}>{app.configured ? 'Set up' : 'Not set up'}</Badge>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {!app ? (
          query.error ? (
            <Text role="alert" color="red.fg">
              {errorMessage(query.error, 'Failed to load the Slack app')}
            </Text>
          ) : (
            <PageSpinner label="Loading the Slack app" />
          )
        ) : (
          <Stack gap="4">
            {app.interactivityUrl && (
              <Text fontSize="sm">
                Interactivity Request URL: <Code wordBreak="break-all">{app.interactivityUrl}</Code>
              </Text>
            )}
            {app.configured && app.updatedAt && (
              <Text fontSize="sm" color="fg.muted">
                Saved {formatDateTime(app.updatedAt)}. Enter new values to replace them.
              </Text>
            )}
            <form onSubmit={save} noValidate>
              <Stack gap="3">
                <FormField label="Signing secret" required help="Basic Information → App Credentials">
                  <Input
                    type="password"
                    autoComplete="off"
                    value={signingSecret}
                    onChange={(event) => setSigningSecret(event.target.value)}
                  />
                </FormField>
                <FormField label="Bot token" required help="xoxb-…, with the users:read and users:read.email scopes">
                  <Input
                    type="password"
                    autoComplete="off"
                    value={botToken}
                    onChange={(event) => setBotToken(event.target.value)}
                  />
                </FormField>
                {error && (
                  <Text role="alert" color="red.fg" fontSize="sm">
                    {error}
                  </Text>
                )}
                <HStack gap="3" wrap="wrap">
                  <Button type="submit" size="sm" loading={saving}>
                    Save Slack app
                  </Button>
                  {app.configured && (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      loading={removing}
                      onClick={() => void forget()}
                    >
                      Remove
                    </Button>
                  )}
                </HStack>
              </Stack>
            </form>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
