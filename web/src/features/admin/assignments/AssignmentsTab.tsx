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
  const onChange = async (managerId: string) => {
    try {
      await assign({ variables: { userId: person.id, managerId: managerId || null } });
      toaster.create({
        type: 'success',
        title: 'Manager assigned successfully',
        description: managerId
          ? `${person.fullName} now reports to ${managers.find((m) => m.id === managerId)?.fullName ?? 'their new manager'}.`
          : `${person.fullName} has no manager: their requests go to HR.`,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to assign manager',
        description: errorMessage(error, '') || undefined,
      });
    }
  };
  return (
    <HStack gap="2" minW={{ md: '56' }}>
      <NativeSelect.Root size="sm" disabled={loading}>
        <NativeSelect.Field
          aria-label={`Manager of ${person.fullName}`}
          value={person.manager?.id ?? ''}
          onChange={(e) => void onChange(e.target.value)}
        >
          {managerOptions(managers, { excludeId: person.id, current: person.manager }).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {loading && <Spinner size="sm" aria-label="Saving" />}
    </HStack>
  );
}

/** Spec §2 Assignments: every active person who is not a manager, each with a manager picker. */
export default function AssignmentsTab() {
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
      header: 'Employee',
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
    { key: 'department', header: 'Department', cell: (person) => person.department ?? '—' },
    { key: 'jobTitle', header: 'Job title', cell: (person) => person.jobTitle ?? '—' },
    {
      key: 'manager',
      header: 'Manager',
      cell: (person) => <ManagerPicker person={person} managers={managers} />,
    },
  ];

  return (
    <Stack gap="0">
      <Stack gap="0" mb="4">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          Manager Assignments
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Choose who reviews each person&apos;s requests. People with no manager are reviewed by HR.
        </Text>
      </Stack>
      <FilterBar search={{ ...search.input, label: 'Search staff', placeholder: 'Name, email or job title' }}>
        <SelectField
          label="Department"
          value={department}
          onChange={setDepartment}
          options={[
            { value: '', label: 'All departments' },
            ...(list.data?.departments ?? []).map((d) => ({ value: d, label: d })),
          ]}
        />
      </FilterBar>

      {managersError && (
        <ErrorWithRetry title="Failed to fetch data" error={managersError} onRetry={() => void refetchManagers()} />
      )}
      <QueryState
        query={list.query}
        errorTitle="Failed to fetch data"
        loadingLabel="Loading staff"
        isEmpty={() => list.nodes.length === 0}
        empty={{
          icon: <UserRoundCog />,
          title: 'No staff found',
          description: search.term || department ? 'No one matches these filters.' : 'Everyone is a manager.',
        }}
      >
        {() => (
          <>
            <DataTable
              label="Staff and their managers"
              columns={columns}
              rows={getFragmentData(AssignmentsTab_user, list.nodes)}
              rowKey={(person) => person.id}
              rowTestId="assignment-row"
              busy={list.query.loading}
            />
            {list.pageInfo && (
              <Pagination paging={list.paging} totalCount={list.totalCount} pageInfo={list.pageInfo} noun="people" />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
