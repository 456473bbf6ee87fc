import { Button, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { History } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { TextField } from '../../../components/TextField';
import { toaster } from '../../../components/toaster';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { refreshFields } from '../../../lib/cache';

const ReplayMutation = graphql(`
  mutation ReplayWebhookEvents($id: ID!, $after: String!) {
    replayWebhookEvents(id: $id, after: $after) {
      queued
      endCursor
      hasMore
    }
  }
`);

/**
 * Sends a webhook every event after a cursor again (after the receiver was down or lost data): the
 * cursor of the last event it processed, which every delivery's body carries.
 */
export function WebhookReplay({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('admin-integrations');
  const [after, setAfter] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [replay, { loading }] = useMutation(ReplayMutation, {
    update: (cache) => refreshFields(cache, 'webhookDeliveries'),
  });

  async function submit() {
    const cursor = after.trim();
    if (!cursor) return setError(t('replay.needCursor'));
    setError(undefined);
    try {
      const { data } = await replay({ variables: { id: webhookId, after: cursor } });
      const result = data?.replayWebhookEvents;
      if (!result) return;
      if (result.hasMore && result.endCursor) setAfter(result.endCursor);
      toaster.success({
        title: t('replay.queued', { count: result.queued }),
        description: result.hasMore ? t('replay.more') : undefined,
      });
    } catch (failure) {
      setError(errorMessage(failure, t('replay.failed')));
    }
  }

  return (
    <Flex
      as="form"
      gap="2"
      align="end"
      wrap="wrap"
      mt="3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('replay.label')}
        help={t('replay.help')}
        value={after}
        onChange={setAfter}
        error={error}
        fontFamily="mono"
        size="sm"
        root={{ flex: '1', minW: '12rem' }}
      />
      <Button type="submit" size="sm" variant="outline" loading={loading}>
        <History /> {t('replay.button')}
      </Button>
    </Flex>
  );
}
