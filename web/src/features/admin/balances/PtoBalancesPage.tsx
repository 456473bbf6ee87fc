import { Badge, Box, Button, Card, Field, Flex, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Pencil, Save, Scale, ScrollText, UserCog, X } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type {
  BalanceStatus,
  LeaveBalanceFilter,
  PtoBalancesPage_BalanceFragment,
} from '../../../__generated__/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { PageSpinner } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { BalanceLedger } from '../../balances/BalanceLedger';
import { formatDays } from '../../../lib/dates';
import { useDebounced } from '../../../lib/useDebounced';
import { AdminDataTable, type AdminColumn } from '../shared/AdminDataTable';
import { AdminLoadError } from '../shared/AdminLoadError';
import { AdminPagination } from '../shared/AdminPagination';
import { PersonalAllowanceDialog } from './PersonalAllowanceDialog';
import { useAdminPaging } from '../shared/adminPaging';
import {
  BALANCE_STATUS_STYLE,
  balanceStatusOf,
  balanceYears,
  draftAvailable,
  validateBalanceDraft,
  type BalanceDraft,
  type BalanceDraftErrors,
} from './balanceEdit';

graphql(`
  fragment PtoBalancesPage_balance on LeaveBalance {
    id
    type
    year
    totalDays
    usedDays
    pendingDays
    availableDays
    status
    requestType {
      id
      displayName
      color
    }
    user {
      id
      fullName
      email
      department
    }
  }
`);

const BalancesQuery = graphql(`
  query AdminBalances($first: Int, $after: String, $filter: LeaveBalanceFilter) {
    balances(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        node {
          ...PtoBalancesPage_balance
        }
      }
    }
    requestTypes(includeInactive: true) {
      id
      name
      displayName
    }
  }
`);

const UpdateBalanceMutation = graphql(`
  mutation AdminUpdateBalance($id: ID!, $input: UpdateBalanceInput!) {
    updateBalance(id: $id, input: $input) {
      ...PtoBalancesPage_balance
    }
  }
`);

type Balance = PtoBalancesPage_BalanceFragment;

function StatusBadge({ status }: { status: BalanceStatus }) {
  const style = BALANCE_STATUS_STYLE[status];
  return (
    <Badge colorPalette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}

interface Editing {
  id: string;
  draft: BalanceDraft;
  errors: BalanceDraftErrors;
}

function DaysInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={!!error} w={{ base: 'full', md: '20' }}>
      <Input
        size="sm"
        type="number"
        inputMode="decimal"
        min={0}
        max={1000}
        step={0.5}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Spec §2 /admin/pto-balances: filtered, paged balances with inline edit of total and used days. */
export default function PtoBalancesPage() {
  const years = balanceYears();
  const [search, setSearch] = useState('');
  const [year, setYear] = useState(String(years[0]));
  const [type, setType] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [ledgerOf, setLedgerOf] = useState<Balance | null>(null);
  const [allowanceOf, setAllowanceOf] = useState<Balance | null>(null);
  const debouncedSearch = useDebounced(search.trim());
  const filter: LeaveBalanceFilter = {
    year: Number(year),
    ...(type ? { type } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };
  const paging = useAdminPaging(JSON.stringify(filter));
  const query = useQuery(BalancesQuery, { variables: { filter, first: paging.args.first, after: paging.args.after } });
  const data = query.data ?? query.previousData;
  const [updateBalance, updateState] = useMutation(UpdateBalanceMutation);
  const balances = data?.balances.edges.map((edge) => edge.node) ?? [];

  const startEditing = (balance: Balance) =>
    setEditing({
      id: balance.id,
      draft: { totalDays: String(balance.totalDays), usedDays: String(balance.usedDays), reason: '' },
      errors: {},
    });
  const changeDraft = (patch: Partial<BalanceDraft>) =>
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...patch }, errors: {} });

  const save = async (balance: Balance) => {
    if (!editing) return;
    const errors = validateBalanceDraft(editing.draft);
    if (Object.keys(errors).length) return setEditing({ ...editing, errors });
    try {
      const { data: saved } = await updateBalance({
        variables: {
          id: balance.id,
          input: {
            totalDays: Number(editing.draft.totalDays),
            usedDays: Number(editing.draft.usedDays),
            reason: editing.draft.reason.trim(),
          },
        },
      });
      const updated = saved?.updateBalance;
      toaster.create({
        type: 'success',
        title: 'PTO balance updated successfully',
        description: updated
          ? `${updated.user.fullName}: ${formatDays(updated.availableDays)} ${updated.requestType.displayName} days available in ${updated.year}.`
          : undefined,
      });
      setEditing(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to update PTO balance',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const isEditing = (balance: Balance) => editing?.id === balance.id;
  const available = (balance: Balance) =>
    isEditing(balance) ? draftAvailable(editing!.draft, balance.pendingDays) : balance.availableDays;

  const columns: AdminColumn<Balance>[] = [
    {
      key: 'employee',
      header: 'Employee',
      card: 'title',
      cell: (balance) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{balance.user.fullName}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {balance.user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      nowrap: true,
      cell: (balance) => (
        <HStack gap="2">
          <Box
            boxSize="2.5"
            rounded="full"
            flexShrink="0"
            style={{ background: balance.requestType.color }}
            aria-hidden
          />
          {balance.requestType.displayName}
        </HStack>
      ),
    },
    { key: 'year', header: 'Year', cell: (balance) => balance.year },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      cell: (balance) =>
        isEditing(balance) ? (
          <DaysInput
            label={`Total days of ${balance.user.fullName}`}
            value={editing!.draft.totalDays}
            error={editing!.errors.totalDays}
            onChange={(totalDays) => changeDraft({ totalDays })}
          />
        ) : (
          formatDays(balance.totalDays)
        ),
    },
    {
      key: 'used',
      header: 'Used',
      align: 'end',
      cell: (balance) =>
        isEditing(balance) ? (
          <DaysInput
            label={`Used days of ${balance.user.fullName}`}
            value={editing!.draft.usedDays}
            error={editing!.errors.usedDays}
            onChange={(usedDays) => changeDraft({ usedDays })}
          />
        ) : (
          formatDays(balance.usedDays)
        ),
    },
    { key: 'pending', header: 'Pending', align: 'end', cell: (balance) => formatDays(balance.pendingDays) },
    {
      key: 'available',
      header: 'Available',
      align: 'end',
      cell: (balance) => {
        const value = available(balance);
        return (
          <Text as="span" fontWeight="semibold" data-testid="available-days">
            {value === null ? '—' : formatDays(value)}
          </Text>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      cell: (balance) => {
        const value = available(balance);
        return <StatusBadge status={isEditing(balance) && value !== null ? balanceStatusOf(value) : balance.status} />;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      card: 'actions',
      cell: (balance) =>
        isEditing(balance) ? null : (
          <HStack gap="2" justify="end" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setLedgerOf(balance)}>
              <ScrollText /> Ledger
              <VisuallyHidden>
                {' '}
                of {balance.user.fullName}, {balance.requestType.displayName} {balance.year}
              </VisuallyHidden>
            </Button>
            <Button size="xs" variant="outline" onClick={() => startEditing(balance)} disabled={!!editing}>
              <Pencil /> Edit
              <VisuallyHidden>
                {' '}
                balance of {balance.user.fullName}, {balance.requestType.displayName} {balance.year}
              </VisuallyHidden>
            </Button>
            <Button size="xs" variant="outline" onClick={() => setAllowanceOf(balance)} disabled={!!editing}>
              <UserCog /> Allowance
              <VisuallyHidden>
                {' '}
                of {balance.user.fullName}, {balance.requestType.displayName}
              </VisuallyHidden>
            </Button>
          </HStack>
        ),
    },
  ];

  const editRow = (balance: Balance) =>
    isEditing(balance) ? (
      <Flex
        gap="3"
        align={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
        justify="flex-end"
        bg="bg.muted"
        rounded="md"
        p="3"
        role="group"
        aria-label={`Edit balance of ${balance.user.fullName}`}
      >
        <Field.Root invalid={!!editing!.errors.reason} flex="1" maxW={{ md: 'lg' }} required>
          <Field.Label fontSize="sm">
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            bg="bg"
            placeholder="Why is this balance corrected?"
            value={editing!.draft.reason}
            onChange={(e) => changeDraft({ reason: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save(balance);
              if (e.key === 'Escape') setEditing(null);
            }}
          />
          <Field.ErrorText>{editing!.errors.reason}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2" alignSelf={{ md: 'flex-end' }}>
          <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
            <X /> Cancel
          </Button>
          <Button size="sm" colorPalette="blue" loading={updateState.loading} onClick={() => void save(balance)}>
            <Save /> Save
          </Button>
        </HStack>
      </Flex>
    ) : null;

  return (
    <>
      <PageHeader
        title="PTO Balances"
        subtitle="Everyone's allowances by year and type. Corrections are recorded with their reason."
      />
      <Card.Root mb="4">
        <Card.Body>
          <Flex gap="4" wrap="wrap" align="end">
            <Field.Root flex="1" minW={{ base: 'full', sm: '64' }}>
              <Field.Label fontSize="xs" color="fg.muted">
                Search
              </Field.Label>
              <Input
                size="sm"
                type="search"
                placeholder="Search by name or email"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Field.Root>
            <SelectField
              label="Year"
              value={year}
              onChange={setYear}
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
              minW="28"
            />
            <SelectField
              label="Type"
              value={type}
              onChange={setType}
              options={[
                { value: '', label: 'All types' },
                ...(data?.requestTypes ?? []).map((t) => ({ value: t.name, label: t.displayName })),
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>

      {query.error && !data ? (
        <AdminLoadError title="Failed to load data" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <PageSpinner label="Loading balances" />
      ) : balances.length === 0 ? (
        <EmptyState
          icon={<Scale />}
          title="No balances found"
          description={`No balances for ${year}${type ? ' of this type' : ''}${debouncedSearch ? ' match this search' : ''}.`}
        />
      ) : (
        <>
          <AdminDataTable
            label={`Balances ${year}`}
            columns={columns}
            rows={balances}
            rowKey={(balance) => balance.id}
            rowTestId="balance-row"
            busy={query.loading}
            rowDetails={editRow}
          />
          <AdminPagination
            paging={paging}
            totalCount={data.balances.totalCount}
            pageInfo={data.balances.pageInfo}
            noun="balances"
            canJumpToLast={false}
          />
        </>
      )}
      {allowanceOf && (
        <PersonalAllowanceDialog
          person={allowanceOf.user}
          requestType={{ name: allowanceOf.type, displayName: allowanceOf.requestType.displayName }}
          onClose={() => setAllowanceOf(null)}
        />
      )}
      <BalanceLedger
        open={ledgerOf !== null}
        onClose={() => setLedgerOf(null)}
        userId={ledgerOf?.user.id ?? ''}
        type={ledgerOf?.type ?? 'pto'}
        year={ledgerOf?.year}
      />
    </>
  );
}
