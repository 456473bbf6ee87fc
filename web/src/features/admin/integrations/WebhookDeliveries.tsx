import { Badge, Box, Button, Collapsible, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { WebhookDeliveries_DeliveryFragment } from '../../../__generated__/graphql';
import { QueryState } from '../../../components/QueryState';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { DELIVERY_STYLE } from './integrationOptions';
import { WebhookReplay } from './WebhookReplay';
import { refreshFields } from '../../../lib/cache';

export const WebhookDeliveries_delivery = graphql(`
  fragment WebhookDeliveries_delivery on WebhookDelivery {
    id
    event
    status
    attempts
    lastStatusCode
    lastError
    createdAt
    deliveredAt
    attemptLog {
      attempt
      statusCode
      error
      durationMs
      createdAt
    }
  }
`);

const DeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($webhookId: ID!) {
    webhookDeliveries(webhookId: $webhookId, first: 20) {
      ...WebhookDeliveries_delivery
    }
  }
`);

const RedeliverMutation = graphql(`
  mutation RedeliverWebhookDelivery($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      ...WebhookDeliveries_delivery
    }
  }
`);

function DeliveryItem({
  delivery,
  onRedeliver,
  busy,
}: {
  delivery: WebhookDeliveries_DeliveryFragment;
  onRedeliver: () => void;
  busy: boolean;
}) {
  const style = DELIVERY_STYLE[delivery.status];
  return (
    <Box as="li" py="3" data-testid="webhook-delivery">
      <Flex justify="space-between" gap="3" align="start" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={style.palette} variant="subtle">
              {style.label}
            </Badge>
            <Text fontFamily="mono" fontSize="sm">
              {delivery.event}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(delivery.createdAt)} · {delivery.attempts}{' '}
            {delivery.attempts === 1 ? 'attempt' : 'attempts'} · last status{' '}
            <Text as="span" fontFamily="mono" color="fg">
              {delivery.lastStatusCode ?? 'none'}
            </Text>
            {delivery.deliveredAt && ` · delivered ${formatDateTime(delivery.deliveredAt)}`}
          </Text>
          {delivery.lastError && delivery.status !== 'SUCCEEDED' && (
            <Text fontSize="xs" color="red.fg" wordBreak="break-word">
              {delivery.lastError}
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="outline" onClick={onRedeliver} loading={busy}>
          <Send /> Redeliver
        </Button>
      </Flex>
      {delivery.attemptLog.length > 0 && (
        <Collapsible.Root mt="2">
          <Collapsible.Trigger asChild>
            <Button size="2xs" variant="ghost" px="1">
              Attempt log ({delivery.attemptLog.length})
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack as="ol" gap="1" mt="1" ps="1" listStyleType="none" fontSize="xs">
              {delivery.attemptLog.map((attempt) => (
                <Grid
                  as="li"
                  key={attempt.attempt}
                  templateColumns="auto auto 1fr"
                  gap="3"
                  color={attempt.error ? 'red.fg' : 'fg'}
                >
                  <Text>#{attempt.attempt}</Text>
                  <Text fontFamily="mono">{attempt.statusCode ?? '—'}</Text>
                  <Text wordBreak="break-word">
                    {formatDateTime(attempt.createdAt)} · {attempt.durationMs} ms
                    {attempt.error ? ` · ${attempt.error}` : ''}
                  </Text>
                </Grid>
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Box>
  );
}

/** A webhook's delivery log, newest first, with status codes and attempts; a delivery can be sent again. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const query = useQuery(DeliveriesQuery, { variables: { webhookId }, notifyOnNetworkStatusChange: true });
  // A redelivery is a new attempt in the list.
  const [redeliver] = useMutation(RedeliverMutation, { update: (cache) => refreshFields(cache, 'webhookDeliveries') });
  const [sending, setSending] = useState<string | null>(null);
  const deliveries = getFragmentData(WebhookDeliveries_delivery, query.data?.webhookDeliveries);
  const refreshing = query.networkStatus === NetworkStatus.refetch;

  async function send(id: string) {
    setSending(id);
    try {
      await redeliver({ variables: { id } });
      toaster.success({ title: 'Delivery queued again' });
    } catch (error) {
      toaster.error({ title: 'Failed to redeliver', description: errorMessage(error, '') });
    } finally {
      setSending(null);
    }
  }

  return (
    <Box borderTopWidth="1px" pt="3" mt="3">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="medium" fontSize="sm">
          Recent deliveries
        </Text>
        <Button size="xs" variant="ghost" onClick={() => void query.refetch()} loading={refreshing}>
          <RefreshCw /> Refresh
        </Button>
      </Flex>
      <QueryState query={query} errorTitle="Failed to load deliveries" loadingLabel="Loading deliveries">
        {() =>
          !deliveries?.length ? (
            <Text fontSize="sm" color="fg.muted" py="3">
              No deliveries yet. Events are sent when requests are submitted, approved, rejected or cancelled.
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" divideY="1px" aria-label="Deliveries">
              {deliveries.map((delivery) => (
                <DeliveryItem
                  key={delivery.id}
                  delivery={delivery}
                  busy={sending === delivery.id}
                  onRedeliver={() => void send(delivery.id)}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      <WebhookReplay webhookId={webhookId} />
    </Box>
  );
}
