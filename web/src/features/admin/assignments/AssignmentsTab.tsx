import { HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { AssignmentsTab_UserFragment, UserFilter } from '../../../__generated__/graphql';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { FilterBar, useSearchInput } from '../../../components/FilterBar';
import { Pagination } from '../../../components/Pagination';
import { QueryState } from '../../../components/QueryState';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { DataTable, type Column } from '../../../components/DataTable';
import { useAdminUsers } from '../shared/adminUsers';
import { managerOptions, useManagers, type ManagerLike } from '../shared/managerOptions';
import { useTranslation } from '../../../i18n';
import { NO_VALUE } from '../shared/translate';

export const AssignmentsTab_user = graphql(`
  fragment AssignmentsTab_user on User {
    id
    fullName
    email
    department
    jobTitle
    manager {
      id
      fullName
      department
    }
  }
`);

const AssignManagerMutation = graphql(`
  mutation AdminAssignManager($userId: ID!, $managerId: ID) {
    assignManager(userId: $userId, managerId: $managerId) {
      ...AssignmentsTab_user
    }
  }
`);

type Person = AssignmentsTab_UserFragment;

function ManagerPicker({ person, managers }: { person: Person; managers: readonly ManagerLike[] }) {
  const [assign, { loading }] = useMutation(AssignManagerMutation);
  const { t } = useTranslation(['admin-assignments', 'admin']);
  const onChange = async (managerId: string) => {
    try {
      await assign({ variables: { userId: person.id, managerId: managerId || null } });
      toaster.create({
        type: 'success',
        title: t('assign.done'),
        description: managerId
          ? t('assign.reportsTo', {
              name: person.fullName,
              manager: managers.find((m) => m.id === managerId)?.fullName ?? t('assign.newManager'),
            })
          : t('assign.noManager', { name: person.fullName }),
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('assign.failed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };
  return (
    <HStack gap="2" minW={{ md: '56' }}>
      <NativeSelect.Root size="sm" disabled={loading}>
        <NativeSelect.Field
          aria-label={t('managerOf', { name: person.fullName })}
          value={person.manager?.id ?? ''}
          onChange={(e) => void onChange(e.target.value)}
        >
          {managerOptions(managers, t('admin:shared.noManager'), { excludeId: person.id, current: person.manager }).map(
            (option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {loading && <Spinner size="sm" aria-label={t('saving')} />}
    </HStack>
  );
}

/** Spec §2 Assignments: every active person who is not a manager, each with a manager picker. */
export default function AssignmentsTab() {
  const { t } = useTranslation(['admin-assignments', 'admin']);
  const search = useSearchInput();
  const [department, setDepartment] = useState('');
  const filter: UserFilter = {
    isManager: false,
    isActive: true,
    ...(search.term ? { search: search.term } : {}),
    ...(department ? { department } : {}),
  };
  const list = useAdminUsers(filter);
  const { managers, error: managersError, refetch: refetchManagers } = useManagers();

  const columns: Column<Person>[] = [
    {
      key: 'name',
      header: t('columns.employee'),
      card: 'title',
      cell: (person) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{person.fullName}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {person.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'department', header: t('columns.department'), cell: (person) => person.department ?? NO_VALUE },
    { key: 'jobTitle', header: t('columns.jobTitle'), cell: (person) => person.jobTitle ?? NO_VALUE },
    {
      key: 'manager',
      header: t('columns.manager'),
      cell: (person) => <ManagerPicker person={person} managers={managers} />,
    },
  ];

  return (
    <Stack gap="0">
      <Stack gap="0" mb="4">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {t('title')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('subtitle')}
        </Text>
      </Stack>
      <FilterBar search={{ ...search.input, label: t('search'), placeholder: t('searchPlaceholder') }}>
        <SelectField
          label={t('columns.department')}
          value={department}
          onChange={setDepartment}
          options={[
            { value: '', label: t('allDepartments') },
            ...(list.data?.departments ?? []).map((d) => ({ value: d, label: d })),
          ]}
        />
      </FilterBar>

      {managersError && (
        <ErrorWithRetry
          title={t('admin:shared.fetchFailed')}
          error={managersError}
          onRetry={() => void refetchManagers()}
        />
      )}
      <QueryState
        query={list.query}
        errorTitle={t('admin:shared.fetchFailed')}
        loadingLabel={t('loading')}
        isEmpty={() => list.nodes.length === 0}
        empty={{
          icon: <UserRoundCog />,
          title: t('empty.title'),
          description: search.term || department ? t('empty.filtered') : t('empty.none'),
        }}
      >
        {() => (
          <>
            <DataTable
              label={t('table')}
              columns={columns}
              rows={getFragmentData(AssignmentsTab_user, list.nodes)}
              rowKey={(person) => person.id}
              rowTestId="assignment-row"
              busy={list.query.loading}
            />
            {list.pageInfo && (
              <Pagination paging={list.paging} totalCount={list.totalCount} pageInfo={list.pageInfo} noun={t('noun')} />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
