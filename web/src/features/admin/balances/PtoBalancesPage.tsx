import { useMutation } from '@apollo/client/react';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { LeaveBalanceFilter } from '../../../__generated__/graphql';
import { FilterBar, useSearchInput } from '../../../components/FilterBar';
import { PageHeader } from '../../../components/PageHeader';
import { Pagination } from '../../../components/Pagination';
import { QueryState } from '../../../components/QueryState';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { useConnection } from '../../../components/useConnection';
import { useInlineEdit } from '../../../components/useInlineEdit';
import { errorMessage } from '../../../lib/apollo';
import { formatDays } from '../../../lib/dates';
import { BalanceLedger } from '../../balances/BalanceLedger';
import { DataTable } from '../../../components/DataTable';
import { BalanceEditRow } from './BalanceEditRow';
import { balanceColumns, type Balance } from './balanceColumns';
import { balanceYears, validateBalanceDraft, type BalanceDraft } from './balanceEdit';
import { PersonalAllowanceDialog } from './PersonalAllowanceDialog';

export const PtoBalancesPage_balance = graphql(`
  fragment PtoBalancesPage_balance on LeaveBalance {
    id
    type
    year
    leaveYear {
      label
    }
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
        ...Pagination_pageInfo
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

/** Spec §2 /admin/pto-balances: filtered, paged balances with inline edit of total and used days. */
export default function PtoBalancesPage() {
  const years = balanceYears();
  const search = useSearchInput();
  const [year, setYear] = useState(String(years[0]));
  const [type, setType] = useState('');
  const [ledgerOf, setLedgerOf] = useState<Balance | null>(null);
  const [allowanceOf, setAllowanceOf] = useState<Balance | null>(null);
  const filter: LeaveBalanceFilter = {
    year: Number(year),
    ...(type ? { type } : {}),
    ...(search.term ? { search: search.term } : {}),
  };
  // Balances page forward only (the connection takes no `last`).
  const balances = useConnection(BalancesQuery, { variables: { filter }, connection: (data) => data.balances });
  const [updateBalance, updateState] = useMutation(UpdateBalanceMutation);

  const save = async (id: string, draft: BalanceDraft) => {
    try {
      const { data: saved } = await updateBalance({
        variables: {
          id,
          input: { totalDays: Number(draft.totalDays), usedDays: Number(draft.usedDays), reason: draft.reason.trim() },
        },
      });
      const updated = getFragmentData(PtoBalancesPage_balance, saved?.updateBalance);
      toaster.create({
        type: 'success',
        title: 'PTO balance updated successfully',
        description: updated
          ? `${updated.user.fullName}: ${formatDays(updated.availableDays)} ${updated.requestType.displayName} days available in ${updated.year}.`
          : undefined,
      });
      return true;
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to update PTO balance',
        description: errorMessage(error, '') || undefined,
      });
      return false;
    }
  };
  const edit = useInlineEdit<BalanceDraft>({ validate: validateBalanceDraft, save });
  const columns = balanceColumns({ edit, onLedger: setLedgerOf, onAllowance: setAllowanceOf });

  return (
    <>
      <PageHeader
        title="PTO Balances"
        subtitle="Everyone's allowances by year and type. Corrections are recorded with their reason."
      />
      <FilterBar search={{ ...search.input, label: 'Search', placeholder: 'Search by name or email' }}>
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
            ...(balances.data?.requestTypes ?? []).map((t) => ({ value: t.name, label: t.displayName })),
          ]}
        />
      </FilterBar>

      <QueryState
        query={balances.query}
        errorTitle="Failed to load data"
        loadingLabel="Loading balances"
        isEmpty={() => balances.nodes.length === 0}
        empty={{
          icon: <Scale />,
          title: 'No balances found',
          description: `No balances for ${year}${type ? ' of this type' : ''}${search.term ? ' match this search' : ''}.`,
        }}
      >
        {() => (
          <>
            <DataTable
              label={`Balances ${year}`}
              columns={columns}
              rows={getFragmentData(PtoBalancesPage_balance, balances.nodes)}
              rowKey={(balance) => balance.id}
              rowTestId="balance-row"
              busy={balances.query.loading}
              rowDetails={(balance) =>
                edit.isEditing(balance.id) && edit.draft ? (
                  <BalanceEditRow
                    person={balance.user.fullName}
                    draft={edit.draft}
                    errors={edit.errors}
                    saving={updateState.loading}
                    onChange={edit.change}
                    onCancel={edit.cancel}
                    onSave={() => void edit.submit()}
                  />
                ) : null
              }
            />
            {balances.pageInfo && (
              <Pagination
                paging={balances.paging}
                totalCount={balances.totalCount}
                pageInfo={balances.pageInfo}
                noun="balances"
                canJumpToLast={false}
              />
            )}
          </>
        )}
      </QueryState>
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
