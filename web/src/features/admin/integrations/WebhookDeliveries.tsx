import { Badge, Box, Button, Collapsible, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { WebhookDeliveries_DeliveryFragment } from '../../../__generated__/graphql';
import { QueryState } from '../../../components/QueryState';
import { toaster } from '../../../components/toaster';
import { Trans, useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { DELIVERY_PALETTE } from './integrationOptions';
import { WebhookReplay } from './WebhookReplay';
import { refreshFields } from '../../../lib/cache';
import { usePollWhile } from '../../../lib/usePollWhile';

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
  const { t } = useTranslation('admin-integrations');
  return (
    <Box as="li" py="3" data-testid="webhook-delivery">
      <Flex justify="space-between" gap="3" align="start" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={DELIVERY_PALETTE[delivery.status]} variant="subtle">
              {t(`deliveryStatus.${delivery.status}`)}
            </Badge>
            {/* The event's API name, as the receiver gets it, and what it means. */}
            <Text fontFamily="mono" fontSize="sm">
              {delivery.event}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`eventNames.${delivery.event}`, { defaultValue: '' })}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            <Trans
              t={t}
              i18nKey="deliveries.summary"
              values={{
                time: formatDateTime(delivery.createdAt),
                attempts: delivery.attempts,
                code: delivery.lastStatusCode ?? t('deliveries.none'),
              }}
              components={{ code: <Text as="span" fontFamily="mono" color="fg" /> }}
            />
            {delivery.deliveredAt && t('deliveries.delivered', { time: formatDateTime(delivery.deliveredAt) })}
          </Text>
          {delivery.lastError && delivery.status !== 'SUCCEEDED' && (
            <Text fontSize="xs" color="red.fg" wordBreak="break-word">
              {delivery.lastError}
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="outline" onClick={onRedeliver} loading={busy}>
          <Send /> {t('deliveries.redeliver')}
        </Button>
      </Flex>
      {delivery.attemptLog.length > 0 && (
        <Collapsible.Root mt="2">
          <Collapsible.Trigger asChild>
            <Button size="2xs" variant="ghost" px="1">
              {t('deliveries.attemptLog', { count: delivery.attemptLog.length })}
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
                  <Text fontFamily="mono">{attempt.statusCode ?? t('noValue')}</Text>
                  <Text wordBreak="break-word">
                    {t('deliveries.attempt', {
                      time: formatDateTime(attempt.createdAt),
                      duration: attempt.durationMs,
                    })}
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
  const { t } = useTranslation('admin-integrations');
  const query = useQuery(DeliveriesQuery, { variables: { webhookId }, notifyOnNetworkStatusChange: true });
  // A redelivery is a new attempt in the list.
  const [redeliver] = useMutation(RedeliverMutation, { update: (cache) => refreshFields(cache, 'webhookDeliveries') });
  const [sending, setSending] = useState<string | null>(null);
  const deliveries = getFragmentData(WebhookDeliveries_delivery, query.data?.webhookDeliveries);
  const refreshing = query.networkStatus === NetworkStatus.refetch;
  usePollWhile(query, Boolean(deliveries?.some((delivery) => delivery.status === 'PENDING')));

  async function send(id: string) {
    setSending(id);
    try {
      await redeliver({ variables: { id } });
      toaster.success({ title: t('deliveries.requeued') });
    } catch (error) {
      toaster.error({ title: t('deliveries.redeliverFailed'), description: errorMessage(error, '') });
    } finally {
      setSending(null);
    }
  }

  return (
    <Box borderTopWidth="1px" pt="3" mt="3">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {t('deliveries.title')}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => void query.refetch()} loading={refreshing}>
          <RefreshCw /> {t('refresh')}
        </Button>
      </Flex>
      <QueryState query={query} errorTitle={t('deliveries.loadFailed')} loadingLabel={t('deliveries.loading')}>
        {() =>
          !deliveries?.length ? (
            <Text fontSize="sm" color="fg.muted" py="3">
              {t('deliveries.empty')}
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" divideY="1px" aria-label={t('webhooks.deliveries')}>
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
