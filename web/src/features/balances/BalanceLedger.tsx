import { Alert, Badge, Box, Button, DataList, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { BalanceLedgerEntriesQuery, LedgerEntryKind } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/SelectField';
import { errorMessage } from '../../lib/apollo';
import { formatDate, formatDays } from '../../lib/dates';
import { KIND_FILTERS, bucketLabel, kindLabel, signedDays } from './ledgerLabels';
import { useTranslation } from '../../i18n';

const PAGE_SIZE = 50;

const BalanceSummaryQuery = graphql(`
  query BalanceLedgerSummary($userId: ID!, $year: Int) {
    user(id: $userId) {
      id
      fullName
      balances(year: $year) {
        id
        type
        year
        requestType {
          id
          displayName
        }
        totalDays
        usedDays
        pendingDays
        availableDays
        accruedDays
        availableNowDays
      }
    }
  }
`);

const EntriesQuery = graphql(`
  query BalanceLedgerEntries($userId: ID!, $year: Int, $first: Int, $after: String, $kinds: [LedgerEntryKind!]) {
    user(id: $userId) {
      id
      balances(year: $year) {
        id
        type
        entries(first: $first, after: $after, filter: { kinds: $kinds }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              kind
              bucket
              days
              effectiveOn
              scheduled
              reason
              createdAt
              actor {
                id
                fullName
              }
              request {
                id
                requestId
              }
            }
          }
        }
      }
    }
  }
`);

type Entry = NonNullable<BalanceLedgerEntriesQuery['user']>['balances'][number]['entries']['edges'][number]['node'];

export interface BalanceLedgerProps {
  open: boolean;
  onClose: () => void;
  /** Whose balance: the viewer's own, or someone they may see (their reporting line, HR, administrators). */
  userId: string;
  /** Internal name of the request type, e.g. pto. */
  type: string;
  /** The year (default: the current one). */
  year?: number;
}

/** The ledger behind a balance: its figures and every entry that explains them, oldest first. */
export function BalanceLedger({ open, onClose, userId, type, year }: BalanceLedgerProps) {
  const { t } = useTranslation('balances');
  const [filter, setFilter] = useState('ALL');
  // Fresh figures each time it opens (a correction or a decision may have changed them).
  const summary = useQuery(BalanceSummaryQuery, {
    variables: { userId, year },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const balance = summary.data?.user?.balances.find((b) => b.type === type);
  const title = balance
    ? t('ledger.title', { type: balance.requestType.displayName, year: String(balance.year) })
    : t('ledger.fallbackTitle');
  const kinds = KIND_FILTERS.find((f) => f.value === filter)?.kinds ?? null;
  // Opened again, the ledger starts from all entries.
  const close = () => {
    setFilter('ALL');
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={title}
      size="lg"
      footer={<Button onClick={close}>{t('common:actions.close')}</Button>}
    >
      {summary.error && !summary.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {t('ledger.loadFailed', { message: errorMessage(summary.error, summary.error.message) })}
          </Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void summary.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert.Root>
      ) : !summary.data ? (
        <Flex justify="center" py="8">
          <Spinner aria-label={t('ledger.loading')} />
        </Flex>
      ) : !balance ? (
        <EmptyState title={t('ledger.noBalance')} />
      ) : (
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm" data-testid="ledger-summary">
            <Figure label={t('ledger.byYearEnd')} value={balance.totalDays} help={t('ledger.byYearEndHelp')} />
            <Figure label={t('ledger.accrued')} value={balance.accruedDays} help={t('ledger.accruedHelp')} />
            <Figure label={t('ledger.used')} value={balance.usedDays} />
            <Figure label={t('ledger.pending')} value={balance.pendingDays} />
            <Figure
              label={t('ledger.available')}
              value={balance.availableDays}
              help={t('ledger.availableHelp', { days: formatDays(balance.availableNowDays) })}
            />
          </DataList.Root>
          <SelectField
            label={t('ledger.show')}
            value={filter}
            onChange={setFilter}
            options={KIND_FILTERS.map(({ value }) => ({ value, label: t(`filters.${value}`) }))}
          />
          <Stack as="ol" gap="0" listStyleType="none" aria-label={t('ledger.entries')} data-testid="ledger-entries">
            <EntriesPage key={filter} userId={userId} year={balance.year} type={type} kinds={kinds} after={null} />
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}

function Figure({ label, value, help }: { label: string; value: number; help?: string }) {
  const { t } = useTranslation('balances');
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <Text as="span" fontWeight="semibold">
          {t('ledger.figure', { count: Math.round(value * 10) / 10 })}
        </Text>
        {help && (
          <Text as="span" color="fg.muted" ms="2" fontSize="xs">
            {help}
          </Text>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** One page of entries; its last row offers the next page, which renders after it. */
function EntriesPage(props: {
  userId: string;
  year: number;
  type: string;
  kinds: LedgerEntryKind[] | null;
  after: string | null;
}) {
  const { t } = useTranslation('balances');
  const [showNext, setShowNext] = useState(false);
  const { data, error, refetch } = useQuery(EntriesQuery, {
    variables: { userId: props.userId, year: props.year, first: PAGE_SIZE, after: props.after, kinds: props.kinds },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.user?.balances.find((b) => b.type === props.type)?.entries;
  if (error && !data)
    return (
      <Box as="li">
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('ledger.entriesFailed')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert.Root>
      </Box>
    );
  if (!connection)
    return (
      <Box as="li" py="4" textAlign="center">
        <Spinner size="sm" aria-label={t('ledger.loadingEntries')} />
      </Box>
    );
  if (!props.after && connection.totalCount === 0)
    return (
      <Box as="li">
        <EmptyState title={t('ledger.noEntries')} />
      </Box>
    );
  return (
    <>
      {connection.edges.map(({ node }) => (
        <EntryRow key={node.id} entry={node} />
      ))}
      {connection.pageInfo.hasNextPage &&
        (showNext ? (
          <EntriesPage {...props} after={connection.pageInfo.endCursor} />
        ) : (
          <Box as="li" pt="3">
            <Button size="sm" variant="outline" onClick={() => setShowNext(true)}>
              {t('ledger.more')}
            </Button>
          </Box>
        ))}
    </>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('balances');
  return (
    <Flex
      as="li"
      gap="3"
      py="2.5"
      borderBottomWidth="1px"
      align="start"
      justify="space-between"
      data-testid="ledger-entry"
      data-kind={entry.kind}
    >
      <Box minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium">{kindLabel(entry.kind)}</Text>
          {entry.scheduled && (
            <Badge size="sm" colorPalette="blue" variant="subtle">
              {t('ledger.scheduled')}
            </Badge>
          )}
          {entry.request && (
            <Text as="span" fontSize="xs" fontFamily="mono" color="fg.muted">
              {entry.request.requestId}
            </Text>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(entry.effectiveOn)}
          {entry.reason ? ` · ${entry.reason}` : ''}
          {entry.actor ? ` · ${t('ledger.by', { name: entry.actor.fullName })}` : ''}
        </Text>
      </Box>
      <Box textAlign="end" flexShrink="0">
        <Text fontWeight="semibold" color={entry.days < 0 ? 'red.fg' : undefined}>
          {signedDays(entry.days)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {bucketLabel(entry.bucket)}
        </Text>
      </Box>
    </Flex>
  );
}
