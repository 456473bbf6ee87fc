import { Badge, Button, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Crown, Shield, ShieldCheck, UserCog, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { RoleManagementTab_UserFragment, Role, UserFilter } from '../../../__generated__/graphql';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { FilterBar, useSearchInput } from '../../../components/FilterBar';
import { Pagination } from '../../../components/Pagination';
import { QueryState } from '../../../components/QueryState';
import { SelectField } from '../../../components/SelectField';
import { StatCard } from '../../../components/StatCard';
import { formatDateTime } from '../../../lib/dates';
import { DataTable, type Column } from '../../../components/DataTable';
import { useAdminUsers } from '../shared/adminUsers';
import { EditRoleDialog } from './EditRoleDialog';
import { ROLE_OPTIONS, roleLabel } from './roleChange';

export const RoleManagementTab_user = graphql(`
  fragment RoleManagementTab_user on User {
    id
    fullName
    email
    department
    role
    isAdmin
    isManager
    isActive
    lastLoginAt
  }
`);

const RoleStatsQuery = graphql(`
  query AdminRoleStats {
    roleStats {
      role
      count
      activeCount
    }
  }
`);

type User = RoleManagementTab_UserFragment;

const ROLE_STYLE: Record<Role, { palette: string; icon: typeof Users }> = {
  STAFF: { palette: 'gray', icon: UserRound },
  TEAM_LEAD: { palette: 'teal', icon: Users },
  MANAGER: { palette: 'blue', icon: UserCog },
  HR: { palette: 'orange', icon: UserCog },
  ADMIN: { palette: 'purple', icon: Crown },
};

function RoleBadge({ role }: { role: Role | null | undefined }) {
  return (
    <Badge colorPalette={role ? ROLE_STYLE[role].palette : 'gray'} variant="subtle">
      {roleLabel(role)}
    </Badge>
  );
}

/** Spec §2 Role Management: role counts, a searchable and filterable users table, and the role dialog. */
export default function RoleManagementTab() {
  const search = useSearchInput();
  const [role, setRole] = useState('');
  const [editing, setEditing] = useState<User | null>(null);
  const filter: UserFilter = {
    ...(search.term ? { search: search.term } : {}),
    ...(role ? { role: role as Role } : {}),
  };
  const stats = useQuery(RoleStatsQuery);
  const list = useAdminUsers(filter);

  const columns: Column<User>[] = [
    {
      key: 'user',
      header: 'User',
      card: 'title',
      cell: (user) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{user.fullName}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => (
        <HStack gap="1" wrap="wrap">
          <RoleBadge role={user.role} />
          {user.isAdmin && user.role !== 'ADMIN' && (
            <Badge colorPalette="purple" variant="outline">
              <Shield /> Administrator
            </Badge>
          )}
          {user.isManager && user.role !== 'MANAGER' && (
            <Badge colorPalette="blue" variant="outline">
              Manager
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'department', header: 'Department', cell: (user) => user.department ?? '—' },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <Badge colorPalette={user.isActive ? 'green' : 'gray'} variant="subtle">
          {user.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'lastLogin',
      header: 'Last login',
      nowrap: true,
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      card: 'actions',
      cell: (user) => (
        <Button size="xs" variant="outline" onClick={() => setEditing(user)}>
          <ShieldCheck /> Edit Role<VisuallyHidden> of {user.fullName}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <Stack gap="0" mb="4">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          Role Management
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Who is staff, a team lead, a manager or an administrator.
        </Text>
      </Stack>

      {stats.error && !stats.data ? (
        <ErrorWithRetry title="Failed to fetch users" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" mb="6" aria-label="People per role" as="section">
          {ROLE_OPTIONS.map((option) => {
            const stat = stats.data?.roleStats.find((s) => s.role === option.value);
            const Icon = ROLE_STYLE[option.value].icon;
            return (
              <StatCard
                key={option.value}
                label={option.label}
                value={stat ? stat.count : '…'}
                help={stat ? `${stat.activeCount} active` : undefined}
                icon={<Icon />}
                palette={ROLE_STYLE[option.value].palette}
              />
            );
          })}
        </SimpleGrid>
      )}

      <FilterBar search={{ ...search.input, label: 'Search users', placeholder: 'Name, email or job title' }}>
        <SelectField
          label="Role"
          value={role}
          onChange={setRole}
          options={[{ value: '', label: 'All roles' }, ...ROLE_OPTIONS]}
        />
      </FilterBar>

      <QueryState
        query={list.query}
        errorTitle="Failed to fetch users"
        loadingLabel="Loading users"
        isEmpty={() => list.nodes.length === 0}
        empty={{ icon: <Users />, title: 'No users found', description: 'No one matches this search and role.' }}
      >
        {() => (
          <>
            <DataTable
              label="Users and their roles"
              columns={columns}
              rows={getFragmentData(RoleManagementTab_user, list.nodes)}
              rowKey={(user) => user.id}
              rowTestId="role-row"
              busy={list.query.loading}
            />
            {list.pageInfo && (
              <Pagination paging={list.paging} totalCount={list.totalCount} pageInfo={list.pageInfo} noun="users" />
            )}
          </>
        )}
      </QueryState>

      {editing && <EditRoleDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
