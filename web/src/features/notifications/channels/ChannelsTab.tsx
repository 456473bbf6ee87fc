import { Alert, Badge, Box, Button, Card, Code, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { Pencil, Plus, RotateCw, Send, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { getFragmentData, graphql } from '../../../__generated__';
import type { ChannelsTab_ChannelFragment } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { ChannelDialog, type ChannelDraft } from './ChannelDialog';
import { PRIORITY_PALETTES, STATUS_PALETTES } from './channelLabels';
import { forget, refreshFields } from '../../../lib/cache';

export const ChannelsTab_channel = graphql(`
  fragment ChannelsTab_channel on NotificationChannel {
    id
    name
    type
    priority
    language
    status
    webhookUrlPreview
    recipients
    lastError
    lastErrorAt
    lastTestAt
    lastTestOk
    lastTestMessage
    createdAt
  }
`);

export const NotificationChannelsQuery = graphql(`
  query NotificationChannels {
    notificationChannels {
      ...ChannelsTab_channel
    }
  }
`);

const CreateChannelMutation = graphql(`
  mutation CreateNotificationChannel($input: CreateNotificationChannelInput!) {
    createNotificationChannel(input: $input) {
      signingSecret
      channel {
        ...ChannelsTab_channel
      }
    }
  }
`);

const UpdateChannelMutation = graphql(`
  mutation UpdateNotificationChannel($id: ID!, $input: UpdateNotificationChannelInput!) {
    updateNotificationChannel(id: $id, input: $input) {
      ...ChannelsTab_channel
    }
  }
`);

const DeleteChannelMutation = graphql(`
  mutation DeleteNotificationChannel($id: ID!) {
    deleteNotificationChannel(id: $id)
  }
`);

const TestChannelMutation = graphql(`
  mutation TestNotificationChannel($id: ID!) {
    testNotificationChannel(id: $id) {
      ok
      message
      channel {
        ...ChannelsTab_channel
      }
    }
  }
`);

type Channel = ChannelsTab_ChannelFragment;

/** Advanced Notifications › Channels: organisation-wide places messages go, each testable for real. */
export default function ChannelsTab() {
  const query = useQuery(NotificationChannelsQuery);
  const [create, createState] = useMutation(CreateChannelMutation, {
    update: (cache) => refreshFields(cache, 'notificationChannels'),
  });
  const [update, updateState] = useMutation(UpdateChannelMutation);
  // Rules and the delivery log name the channel too.
  const [remove, removeState] = useMutation(DeleteChannelMutation, {
    update: (cache, _result, { variables }) => {
      if (variables) forget(cache, { __typename: 'NotificationChannel', id: variables.id });
      refreshFields(cache, 'notificationChannels', 'notificationRules', 'channelDeliveries');
    },
  });
  const [test] = useMutation(TestChannelMutation);
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const channels = getFragmentData(ChannelsTab_channel, query.data?.notificationChannels) ?? [];
  const { t } = useTranslation('notifications');

  const onSave = async (draft: ChannelDraft) => {
    setSaveError(null);
    try {
      if (editing === 'new') {
        const { data } = await create({
          variables: {
            input: {
              name: draft.name,
              type: draft.type,
              priority: draft.priority,
              language: draft.language,
              inactive: draft.inactive,
              ...(draft.type === 'EMAIL' ? { recipients: draft.recipients } : { webhookUrl: draft.webhookUrl }),
            },
          },
        });
        if (data?.createNotificationChannel.signingSecret) setSecret(data.createNotificationChannel.signingSecret);
        toaster.create({ type: 'success', title: t('channels.added') });
      } else if (editing) {
        await update({
          variables: {
            id: editing.id,
            input: {
              name: draft.name,
              priority: draft.priority,
              language: draft.language,
              inactive: draft.inactive,
              ...(draft.type === 'EMAIL'
                ? { recipients: draft.recipients }
                : draft.webhookUrl
                  ? { webhookUrl: draft.webhookUrl }
                  : {}),
            },
          },
        });
        toaster.create({ type: 'success', title: t('channels.saved') });
      }
      setEditing(null);
    } catch (error) {
      setSaveError(errorMessage(error, t('channels.saveFailed')));
    }
  };

  const onTest = async (channel: Channel) => {
    setTesting(channel.id);
    try {
      const { data } = await test({ variables: { id: channel.id } });
      const result = data?.testNotificationChannel;
      toaster.create(
        result?.ok
          ? { type: 'success', title: t('channels.testSent'), description: result.message }
          : { type: 'error', title: t('channels.testFailed'), description: result?.message },
      );
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('channels.testFailed'),
        description: errorMessage(error, '') || undefined,
      });
    } finally {
      setTesting(null);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: t('channels.deleted') });
      setDeleting(null);
    } catch (error) {
      toaster.create({ type: 'error', title: t('channels.deleteFailed'), description: errorMessage(error, '') });
    }
  };

  return (
    <Stack gap="4">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Text color="fg.muted" fontSize="sm">
          {t('channels.intro')}
        </Text>
        <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
          <Plus /> {t('channels.add')}
        </Button>
      </Flex>
      {query.error && !query.data ? (
        <Stack align="start" role="alert">
          <Text color="red.fg">
            {t('channels.loadFailed', { reason: errorMessage(query.error, query.error.message) })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RotateCw /> {t('retry')}
          </Button>
        </Stack>
      ) : !query.data ? (
        <PageSpinner />
      ) : channels.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState icon={<Webhook />} title={t('channels.empty')} description={t('channels.emptyDescription')} />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {channels.map((channel) => (
            <Card.Root as="li" key={channel.id} size="sm" data-testid="channel-card" aria-label={channel.name}>
              <Card.Body>
                <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
                  <Box flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{channel.name}</Text>
                      <Badge variant="outline">{t(`channelType.${channel.type}`)}</Badge>
                      <Badge colorPalette={PRIORITY_PALETTES[channel.priority]} variant="surface">
                        {t(`priority.${channel.priority}`)}
                      </Badge>
                      <Badge
                        colorPalette={STATUS_PALETTES[channel.status]}
                        variant="solid"
                        data-testid="channel-status"
                      >
                        {t(`channelStatus.${channel.status}`)}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {channel.type === 'EMAIL' ? channel.recipients.join(', ') : channel.webhookUrlPreview}
                    </Text>
                    {channel.status === 'ERROR' &&
                      channel.lastError &&
                      channel.lastError !== channel.lastTestMessage && (
                        <Text fontSize="sm" color="red.fg" wordBreak="break-word">
                          {t('channels.lastError', { error: channel.lastError })}
                        </Text>
                      )}
                    {channel.lastTestAt && (
                      <Text fontSize="xs" color={channel.lastTestOk ? 'fg.muted' : 'red.fg'} data-testid="last-test">
                        {t(channel.lastTestOk ? 'channels.lastTestSucceeded' : 'channels.lastTestFailed', {
                          time: formatDateTime(channel.lastTestAt),
                        })}
                        {channel.lastTestMessage ? `: ${channel.lastTestMessage}` : ''}
                      </Text>
                    )}
                  </Box>
                  <HStack gap="2" flexShrink="0" wrap="wrap">
                    <Button
                      size="sm"
                      variant="outline"
                      loading={testing === channel.id}
                      onClick={() => void onTest(channel)}
                      aria-label={t('channels.testOf', { name: channel.name })}
                    >
                      <Send /> {t('channels.test')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setSaveError(null);
                        setEditing(channel);
                      }}
                      aria-label={t('editOf', { name: channel.name })}
                    >
                      <Pencil /> {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setDeleting(channel)}
                      aria-label={t('deleteOf', { name: channel.name })}
                    >
                      <Trash2 /> {t('delete')}
                    </Button>
                  </HStack>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {editing && (
        <ChannelDialog
          open
          channel={editing === 'new' ? null : editing}
          busy={createState.loading || updateState.loading}
          error={saveError}
          onSave={(draft) => void onSave(draft)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmActionDialog
        open={!!deleting}
        title={t('channels.deleteTitle')}
        confirmLabel={t('delete')}
        busy={removeState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('channels.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmActionDialog>
      <AppDialog
        open={!!secret}
        onClose={() => setSecret(null)}
        title={t('channels.secretTitle')}
        footer={<Button onClick={() => setSecret(null)}>{t('done')}</Button>}
      >
        <Stack gap="3">
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t('channels.secretWarning')}</Alert.Description>
          </Alert.Root>
          <Code p="2" wordBreak="break-all" data-testid="signing-secret">
            {secret}
          </Code>
          <Text fontSize="sm" color="fg.muted">
            {t('channels.secretHelp')}
          </Text>
        </Stack>
      </AppDialog>
    </Stack>
  );
}
