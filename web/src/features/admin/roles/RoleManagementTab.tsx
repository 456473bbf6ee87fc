import { Badge, Button, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '../../../lib/useQuery';
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
import { roleLabel, roleOptions } from './roleChange';
import { useTranslation } from '../../../i18n';
import { NO_VALUE } from '../shared/translate';

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
  const { t } = useTranslation('admin-roles');
  return (
    <Badge colorPalette={role ? ROLE_STYLE[role].palette : 'gray'} variant="subtle">
      {roleLabel(role, t)}
    </Badge>
  );
}

/** Spec §2 Role Management: role counts, a searchable and filterable users table, and the role dialog. */
export default function RoleManagementTab() {
  const { t } = useTranslation(['admin-roles', 'admin-users']);
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
      header: t('columns.user'),
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
      header: t('columns.role'),
      cell: (user) => (
        <HStack gap="1" wrap="wrap">
          <RoleBadge role={user.role} />
          {user.isAdmin && user.role !== 'ADMIN' && (
            <Badge colorPalette="purple" variant="outline">
              <Shield /> {t('edit.administrator')}
            </Badge>
          )}
          {user.isManager && user.role !== 'MANAGER' && (
            <Badge colorPalette="blue" variant="outline">
              {t('edit.manager')}
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'department', header: t('columns.department'), cell: (user) => user.department ?? NO_VALUE },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (user) => (
        <Badge colorPalette={user.isActive ? 'green' : 'gray'} variant="subtle">
          {user.isActive ? t('admin-users:status.active') : t('admin-users:status.inactive')}
        </Badge>
      ),
    },
    {
      key: 'lastLogin',
      header: t('columns.lastLogin'),
      nowrap: true,
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('never')),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      card: 'actions',
      cell: (user) => (
        <Button size="xs" variant="outline" onClick={() => setEditing(user)}>
          <ShieldCheck /> {t('editRole')}
          <VisuallyHidden> {t('editRoleOf', { name: user.fullName })}</VisuallyHidden>
        </Button>
      ),
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

      {stats.error && !stats.data ? (
        <ErrorWithRetry title={t('fetchFailed')} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" mb="6" aria-label={t('perRole')} as="section">
          {roleOptions(t).map((option) => {
            const stat = stats.data?.roleStats.find((s) => s.role === option.value);
            const Icon = ROLE_STYLE[option.value].icon;
            return (
              <StatCard
                key={option.value}
                label={option.label}
                value={stat ? stat.count : '…'}
                help={stat ? t('activeCount', { count: stat.activeCount }) : undefined}
                icon={<Icon />}
                palette={ROLE_STYLE[option.value].palette}
              />
            );
          })}
        </SimpleGrid>
      )}

      <FilterBar
        search={{
          ...search.input,
          label: t('admin-users:filters.search'),
          placeholder: t('admin-users:filters.searchPlaceholder'),
        }}
      >
        <SelectField
          label={t('columns.role')}
          value={role}
          onChange={setRole}
          options={[{ value: '', label: t('allRoles') }, ...roleOptions(t)]}
        />
      </FilterBar>

      <QueryState
        query={list.query}
        errorTitle={t('fetchFailed')}
        loadingLabel={t('admin-users:loading')}
        isEmpty={() => list.nodes.length === 0}
        empty={{ icon: <Users />, title: t('admin-users:empty.title'), description: t('empty') }}
      >
        {() => (
          <>
            <DataTable
              label={t('table')}
              columns={columns}
              rows={getFragmentData(RoleManagementTab_user, list.nodes)}
              rowKey={(user) => user.id}
              rowTestId="role-row"
              busy={list.query.loading}
            />
            {list.pageInfo && (
              <Pagination
                paging={list.paging}
                totalCount={list.totalCount}
                pageInfo={list.pageInfo}
                noun={t('admin-users:noun')}
              />
            )}
          </>
        )}
      </QueryState>

      {editing && <EditRoleDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
