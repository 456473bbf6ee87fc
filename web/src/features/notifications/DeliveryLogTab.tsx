import { Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { RefreshCw, RotateCw, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useTranslation } from '../../i18n';
import type { ChannelDeliveryLogQuery, ChannelDeliveryStatus } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/dates';
import type { TFunction } from 'i18next';
import { DELIVERY_STATUSES, DELIVERY_STATUS_PALETTES, label, options } from './channels/channelLabels';
import { refreshFields } from '../../lib/cache';
import { usePollWhile } from '../../lib/usePollWhile';

const DeliveryLogQuery = graphql(`
  query ChannelDeliveryLog($filter: ChannelDeliveryFilter) {
    channelDeliveries(filter: $filter, first: 100) {
      id
      title
      event
      isTest
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      deliveredAt
      channel {
        id
        name
      }
      rule {
        id
        name
      }
      person {
        id
        fullName
      }
    }
    notificationChannels {
      id
      name
    }
  }
`);

const RedeliverMutation = graphql(`
  mutation RedeliverChannelDelivery($id: ID!) {
    redeliverChannelDelivery(id: $id) {
      id
      status
    }
  }
`);

type Delivery = ChannelDeliveryLogQuery['channelDeliveries'][number];

/** What a delivery was, for whom and when: "Request submitted · rule “Long leave” · Ada Lovelace · … · 2 attempts". */
function deliverySummary(delivery: Delivery, t: TFunction<'notifications'>): string {
  return [
    delivery.isTest ? t('deliveries.testMessage') : delivery.event ? label(t, 'event', delivery.event) : '',
    delivery.rule ? t('deliveries.rule', { name: delivery.rule.name }) : '',
    delivery.person?.fullName ?? '',
    formatDateTime(delivery.createdAt),
    t('deliveries.attempts', { count: delivery.attempts }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Advanced Notifications › Delivery log: every message, its attempts and why it failed. */
export default function DeliveryLogTab() {
  const [status, setStatus] = useState('');
  const [channelId, setChannelId] = useState('');
  const filter = {
    ...(status ? { status: [status as ChannelDeliveryStatus] } : {}),
    ...(channelId ? { channelId } : {}),
  };
  const query = useQuery(DeliveryLogQuery, { variables: { filter } });
  // A redelivery is a new attempt in the log.
  const [redeliver] = useMutation(RedeliverMutation, { update: (cache) => refreshFields(cache, 'channelDeliveries') });
  const data = query.data ?? query.previousData;
  const { t } = useTranslation('notifications');
  usePollWhile(query, Boolean(data?.channelDeliveries.some((delivery) => delivery.status === 'PENDING')));

  const onRedeliver = async (id: string) => {
    try {
      await redeliver({ variables: { id } });
      toaster.create({ type: 'success', title: t('deliveries.queued') });
    } catch (error) {
      toaster.create({ type: 'error', title: t('deliveries.queueFailed'), description: errorMessage(error, '') });
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap" align="end">
        <SelectField
          label={t('deliveries.status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: t('deliveries.allStatuses') },
            ...options(t, 'deliveryStatus', DELIVERY_STATUSES),
          ]}
        />
        <SelectField
          label={t('deliveries.channel')}
          value={channelId}
          onChange={setChannelId}
          options={[
            { value: '', label: t('deliveries.allChannels') },
            ...(data?.notificationChannels ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.loading && !!data}>
          <RefreshCw /> {t('deliveries.refresh')}
        </Button>
      </Flex>
      {query.error && !data ? (
        <Stack align="start" role="alert">
          <Text color="red.fg">
            {t('deliveries.loadFailed', { reason: errorMessage(query.error, query.error.message) })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RotateCw /> {t('retry')}
          </Button>
        </Stack>
      ) : !data ? (
        <PageSpinner />
      ) : data.channelDeliveries.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState
              icon={<ScrollText />}
              title={t('deliveries.empty')}
              description={t('deliveries.emptyDescription')}
            />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="delivery-log">
          {data.channelDeliveries.map((delivery) => (
            <Card.Root as="li" key={delivery.id} size="sm" data-testid="delivery">
              <Card.Body py="3">
                <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
                  <Box flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={DELIVERY_STATUS_PALETTES[delivery.status]} variant="solid">
                        {t(`deliveryStatus.${delivery.status}`)}
                      </Badge>
                      <Text fontWeight="semibold">{delivery.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('deliveries.to', { name: delivery.channel.name })}
                      </Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {deliverySummary(delivery, t)}
                    </Text>
                    {delivery.lastError && (
                      <Text
                        fontSize="sm"
                        color={delivery.status === 'SUPPRESSED' ? 'fg.muted' : 'red.fg'}
                        wordBreak="break-word"
                      >
                        {delivery.status === 'PENDING'
                          ? t('deliveries.willRetry', { error: delivery.lastError })
                          : delivery.lastError}
                      </Text>
                    )}
                  </Box>
                  {!delivery.isTest && (delivery.status === 'FAILED' || delivery.status === 'SUPPRESSED') && (
                    <Button size="sm" variant="outline" onClick={() => void onRedeliver(delivery.id)} flexShrink="0">
                      <RotateCw /> {t('deliveries.sendAgain')}
                    </Button>
                  )}
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
