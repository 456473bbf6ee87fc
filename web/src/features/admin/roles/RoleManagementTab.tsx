import {
  Badge,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Crown, Shield, ShieldCheck, UserCog, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { AdminRoleUsers_UserFragment, Role, UserFilter } from '../../../__generated__/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { PageSpinner } from '../../../components/LoadingScreen';
import { SelectField } from '../../../components/SelectField';
import { StatCard } from '../../../components/StatCard';
import { formatDateTime } from '../../../lib/dates';
import { useDebounced } from '../../../lib/useDebounced';
import { AdminDataTable, type AdminColumn } from '../shared/AdminDataTable';
import { AdminLoadError } from '../shared/AdminLoadError';
import { AdminPagination } from '../shared/AdminPagination';
import { useAdminPaging } from '../shared/adminPaging';
import { EditRoleDialog } from './EditRoleDialog';
import { ROLE_OPTIONS, roleLabel } from './roleChange';

graphql(`
  fragment AdminRoleUsers_user on User {
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

const RoleUsersQuery = graphql(`
  query AdminRoleUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {
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
          ...AdminRoleUsers_user
        }
      }
    }
  }
`);

type User = AdminRoleUsers_UserFragment;

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
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [editing, setEditing] = useState<User | null>(null);
  const debouncedSearch = useDebounced(search.trim());
  const filter: UserFilter = {
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(role ? { role: role as Role } : {}),
  };
  const paging = useAdminPaging(JSON.stringify(filter));
  const stats = useQuery(RoleStatsQuery);
  const query = useQuery(RoleUsersQuery, { variables: { filter, ...paging.args } });
  const data = query.data ?? query.previousData;
  const users = data?.users.edges.map((edge) => edge.node) ?? [];

  const columns: AdminColumn<User>[] = [
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
        <AdminLoadError title="Failed to fetch users" error={stats.error} onRetry={() => void stats.refetch()} />
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

      <Card.Root mb="4">
        <Card.Body>
          <Flex gap="4" wrap="wrap" align="end">
            <Field.Root flex="1" minW={{ base: 'full', sm: '64' }}>
              <Field.Label fontSize="xs" color="fg.muted">
                Search users
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
              label="Role"
              value={role}
              onChange={setRole}
              options={[{ value: '', label: 'All roles' }, ...ROLE_OPTIONS]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>

      {query.error && !data ? (
        <AdminLoadError title="Failed to fetch users" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <PageSpinner label="Loading users" />
      ) : users.length === 0 ? (
        <EmptyState icon={<Users />} title="No users found" description="No one matches this search and role." />
      ) : (
        <>
          <AdminDataTable
            label="Users and their roles"
            columns={columns}
            rows={users}
            rowKey={(user) => user.id}
            rowTestId="role-row"
            busy={query.loading}
          />
          <AdminPagination
            paging={paging}
            totalCount={data.users.totalCount}
            pageInfo={data.users.pageInfo}
            noun="users"
          />
        </>
      )}

      {editing && <EditRoleDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
