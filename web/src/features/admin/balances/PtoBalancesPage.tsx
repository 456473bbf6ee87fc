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
import { BalanceLedger } from '../../balances/BalanceLedger';
import { DataTable } from '../../../components/DataTable';
import { BalanceEditRow } from './BalanceEditRow';
import { balanceColumns, type Balance } from './balanceColumns';
import { balanceYears, validateBalanceDraft, type BalanceDraft } from './balanceEdit';
import { PersonalAllowanceDialog } from './PersonalAllowanceDialog';
import { useTranslation } from '../../../i18n';

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
  const { t } = useTranslation('admin-balances');
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
        title: t('update.done'),
        description: updated
          ? t('update.doneDetail', {
              name: updated.user.fullName,
              count: updated.availableDays,
              type: updated.requestType.displayName,
              year: String(updated.year),
            })
          : undefined,
      });
      return true;
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('update.failed'),
        description: errorMessage(error, '') || undefined,
      });
      return false;
    }
  };
  const edit = useInlineEdit<BalanceDraft>({ validate: (draft) => validateBalanceDraft(draft, t), save });
  const columns = balanceColumns({ edit, onLedger: setLedgerOf, onAllowance: setAllowanceOf, t });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <FilterBar search={{ ...search.input, label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}>
        <SelectField
          label={t('filters.year')}
          value={year}
          onChange={setYear}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          minW="28"
        />
        <SelectField
          label={t('filters.type')}
          value={type}
          onChange={setType}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...(balances.data?.requestTypes ?? []).map((option) => ({ value: option.name, label: option.displayName })),
          ]}
        />
      </FilterBar>

      <QueryState
        query={balances.query}
        errorTitle={t('loadFailed')}
        loadingLabel={t('loading')}
        isEmpty={() => balances.nodes.length === 0}
        empty={{
          icon: <Scale />,
          title: t('empty.title'),
          description: t('empty.description', {
            year,
            ofType: type ? 'yes' : 'no',
            searched: search.term ? 'yes' : 'no',
          }),
        }}
      >
        {() => (
          <>
            <DataTable
              label={t('table', { year })}
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
                noun={t('noun')}
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
