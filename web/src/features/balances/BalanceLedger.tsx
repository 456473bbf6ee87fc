import { Alert, Badge, Box, Button, DataList, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { BalanceLedgerEntriesQuery, LedgerEntryKind } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/SelectField';
import { errorMessage } from '../../lib/apollo';
import { formatDate, formatDays } from '../../lib/dates';
import { BUCKET_LABELS, KIND_FILTERS, KIND_LABELS, signedDays } from './ledgerLabels';

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
  const [filter, setFilter] = useState('ALL');
  // Fresh figures each time it opens (a correction or a decision may have changed them).
  const summary = useQuery(BalanceSummaryQuery, {
    variables: { userId, year },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const balance = summary.data?.user?.balances.find((b) => b.type === type);
  const title = balance ? `${balance.requestType.displayName} ledger, ${balance.year}` : 'Balance ledger';
  const kinds = KIND_FILTERS.find((f) => f.value === filter)?.kinds ?? null;
  // Opened again, the ledger starts from all entries.
  const close = () => {
    setFilter('ALL');
    onClose();
  };

  return (
    <AppDialog open={open} onClose={close} title={title} size="lg" footer={<Button onClick={close}>Close</Button>}>
      {summary.error && !summary.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Failed to load the ledger: {errorMessage(summary.error, summary.error.message)}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : !summary.data ? (
        <Flex justify="center" py="8">
          <Spinner aria-label="Loading the ledger" />
        </Flex>
      ) : !balance ? (
        <EmptyState title="No balance of this type for this year" />
      ) : (
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm" data-testid="ledger-summary">
            <Figure label="By year end" value={balance.totalDays} help="the year's total allowance" />
            <Figure label="Accrued so far" value={balance.accruedDays} help="what can be taken now" />
            <Figure label="Used" value={balance.usedDays} />
            <Figure label="Pending" value={balance.pendingDays} />
            <Figure
              label="Available"
              value={balance.availableDays}
              help={`${formatDays(balance.availableNowDays)} now`}
            />
          </DataList.Root>
          <SelectField
            label="Show"
            value={filter}
            onChange={setFilter}
            options={KIND_FILTERS.map(({ value, label }) => ({ value, label }))}
          />
          <Stack as="ol" gap="0" listStyleType="none" aria-label="Ledger entries" data-testid="ledger-entries">
            <EntriesPage key={filter} userId={userId} year={balance.year} type={type} kinds={kinds} after={null} />
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}

function Figure({ label, value, help }: { label: string; value: number; help?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <Text as="span" fontWeight="semibold">
          {formatDays(value)} days
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
          <Alert.Title>Failed to load entries</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      </Box>
    );
  if (!connection)
    return (
      <Box as="li" py="4" textAlign="center">
        <Spinner size="sm" aria-label="Loading entries" />
      </Box>
    );
  if (!props.after && connection.totalCount === 0)
    return (
      <Box as="li">
        <EmptyState title="No entries of this kind" />
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
              Show more entries
            </Button>
          </Box>
        ))}
    </>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
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
          <Text fontWeight="medium">{KIND_LABELS[entry.kind]}</Text>
          {entry.scheduled && (
            <Badge size="sm" colorPalette="blue" variant="subtle">
              Scheduled
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
          {entry.actor ? ` · by ${entry.actor.fullName}` : ''}
        </Text>
      </Box>
      <Box textAlign="end" flexShrink="0">
        <Text fontWeight="semibold" color={entry.days < 0 ? 'red.fg' : undefined}>
          {signedDays(entry.days)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {BUCKET_LABELS[entry.bucket]}
        </Text>
      </Box>
    </Flex>
  );
}
