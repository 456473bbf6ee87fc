import { Badge, Button, Card, Code, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
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
      commandUrl
    }
  }
`);

const ConfigureSlackAppMutation = graphql(`
  mutation ConfigureSlackApp($input: SlackAppInput!) {
    configureSlackApp(input: $input) {
      configured
      updatedAt
      interactivityUrl
      commandUrl
    }
  }
`);

const RemoveSlackAppMutation = graphql(`
  mutation RemoveSlackApp {
    removeSlackApp {
      configured
      updatedAt
      interactivityUrl
      commandUrl
    }
  }
`);

/**
 * The Slack app through which approvers decide from Slack messages: its signing secret and bot token
 * (never shown again), and the Interactivity and slash command Request URLs to enter in Slack.
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
  const { t } = useTranslation('quick-decisions');

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await configure({ variables: { input: { signingSecret, botToken } } });
      setSigningSecret('');
      setBotToken('');
      toaster.success({ title: t('slack.saved') });
    } catch (failure) {
      setError(errorMessage(failure, t('slack.saveFailed')));
    }
  }

  async function forget() {
    try {
      await remove();
      toaster.success({ title: t('slack.removed') });
    } catch (failure) {
      toaster.error({ title: t('slack.removeFailed'), description: errorMessage(failure, '') });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="slack-app-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="slack-app-title" as="h2" fontSize="lg">
              {t('slack.title')}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('slack.intro')}
            </Text>
          </Stack>
          {app && (
            <Badge colorPalette={app.configured ? 'green' : 'gray'}>
              {app.configured ? t('slack.setUp') : t('slack.notSetUp')}
            </Badge>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {!app ? (
          query.error ? (
            <Text role="alert" color="red.fg">
              {errorMessage(query.error, t('slack.loadFailed'))}
            </Text>
          ) : (
            <PageSpinner label={t('slack.loading')} />
          )
        ) : (
          <Stack gap="4">
            {app.interactivityUrl && (
              <Text fontSize="sm">
                {t('slack.interactivityUrl')} <Code wordBreak="break-all">{app.interactivityUrl}</Code>
              </Text>
            )}
            {app.commandUrl && (
              <Text fontSize="sm">
                {t('slack.commandUrl')} <Code wordBreak="break-all">{app.commandUrl}</Code>
              </Text>
            )}
            {app.configured && app.updatedAt && (
              <Text fontSize="sm" color="fg.muted">
                {t('slack.savedAt', { time: formatDateTime(app.updatedAt) })}
              </Text>
            )}
            <form onSubmit={save} noValidate>
              <Stack gap="3">
                <FormField label={t('slack.signingSecret')} required help={t('slack.signingSecretHelp')}>
                  <Input
                    type="password"
                    autoComplete="off"
                    value={signingSecret}
                    onChange={(event) => setSigningSecret(event.target.value)}
                  />
                </FormField>
                <FormField label={t('slack.botToken')} required help={t('slack.botTokenHelp')}>
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
                    {t('slack.save')}
                  </Button>
                  {app.configured && (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      loading={removing}
                      onClick={() => void forget()}
                    >
                      {t('slack.remove')}
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
