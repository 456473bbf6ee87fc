import { Card, Field, Flex, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { AdminAssignments_UserFragment, UserFilter } from '../../../__generated__/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { PageSpinner } from '../../../components/LoadingScreen';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { useDebounced } from '../../../lib/useDebounced';
import { AdminDataTable, type AdminColumn } from '../shared/AdminDataTable';
import { AdminLoadError } from '../shared/AdminLoadError';
import { AdminPagination } from '../shared/AdminPagination';
import { useAdminPaging } from '../shared/adminPaging';
import { managerOptions, useManagers, type ManagerLike } from '../shared/managerOptions';

graphql(`
  fragment AdminAssignments_user on User {
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

const AssignmentsQuery = graphql(`
  query AdminAssignments($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {
    users(
      first: $first
      after: $after
      last: $last
      before: $before
      filter: $filter
      orderBy: { field: NAME, direction: ASC }
    ) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        node {
          ...AdminAssignments_user
        }
      }
    }
    departments
  }
`);

const AssignManagerMutation = graphql(`
  mutation AdminAssignManager($userId: ID!, $managerId: ID) {
    assignManager(userId: $userId, managerId: $managerId) {
      ...AdminAssignments_user
    }
  }
`);

type Person = AdminAssignments_UserFragment;

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
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const debouncedSearch = useDebounced(search.trim());
  const filter: UserFilter = {
    isManager: false,
    isActive: true,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(department ? { department } : {}),
  };
  const paging = useAdminPaging(JSON.stringify(filter));
  const query = useQuery(AssignmentsQuery, { variables: { filter, ...paging.args } });
  const data = query.data ?? query.previousData;
  const { managers, error: managersError, refetch: refetchManagers } = useManagers();
  const people = data?.users.edges.map((edge) => edge.node) ?? [];

  const columns: AdminColumn<Person>[] = [
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
      <Card.Root mb="4">
        <Card.Body>
          <Flex gap="4" wrap="wrap" align="end">
            <Field.Root flex="1" minW={{ base: 'full', sm: '64' }}>
              <Field.Label fontSize="xs" color="fg.muted">
                Search staff
              </Field.Label>
              <Input
                size="sm"
                type="search"
                placeholder="Name, email or job title"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Field.Root>
            <SelectField
              label="Department"
              value={department}
              onChange={setDepartment}
              options={[
                { value: '', label: 'All departments' },
                ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>

      {managersError && (
        <AdminLoadError title="Failed to fetch data" error={managersError} onRetry={() => void refetchManagers()} />
      )}
      {query.error && !data ? (
        <AdminLoadError title="Failed to fetch data" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <PageSpinner label="Loading staff" />
      ) : people.length === 0 ? (
        <EmptyState
          icon={<UserRoundCog />}
          title="No staff found"
          description={debouncedSearch || department ? 'No one matches these filters.' : 'Everyone is a manager.'}
        />
      ) : (
        <>
          <AdminDataTable
            label="Staff and their managers"
            columns={columns}
            rows={people}
            rowKey={(person) => person.id}
            rowTestId="assignment-row"
            busy={query.loading}
          />
          <AdminPagination
            paging={paging}
            totalCount={data.users.totalCount}
            pageInfo={data.users.pageInfo}
            noun="people"
          />
        </>
      )}
    </Stack>
  );
}
