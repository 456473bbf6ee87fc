import {
  Badge,
  Button,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
  useMenuContext,
} from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { KeyRound, MoreHorizontal, Pencil, Plus, X, UserCheck, UserX, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { UsersTab_UserFragment, UserFilter } from '../../../__generated__/graphql';
import { FilterBar, useSearchInput } from '../../../components/FilterBar';
import { Pagination } from '../../../components/Pagination';
import { QueryState } from '../../../components/QueryState';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { useViewer } from '../../../auth/auth';
import { errorMessage } from '../../../lib/apollo';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { useAdminUsers } from '../shared/adminUsers';
import { managerOptions, useManagers } from '../shared/managerOptions';
import { CreateUserForm } from './CreateUserForm';
import { EditUserDialog } from './EditUserDialog';
import { SetPasswordDialog } from './SetPasswordDialog';
import { departmentChoices } from './userForm';
import { refreshFields } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';
import { ErasePersonalDataDialog } from '../../privacy/ErasePersonalDataDialog';
import { exportPersonalDataOf, PersonalDataMenuItems } from '../../privacy/PersonalDataMenuItems';
import { NO_VALUE } from '../shared/translate';
import { usePeopleSelection } from '../../schedules/bulk/usePeopleSelection';
import { BulkAssignBar } from '../../schedules/bulk/BulkAssignBar';

export const UsersTab_user = graphql(`
  fragment UsersTab_user on User {
    id
    email
    firstName
    lastName
    fullName
    department
    jobTitle
    role
    isAdmin
    isManager
    isActive
    lastLoginAt
    employmentStartDate
    employmentEndDate
    manager {
      id
      fullName
      department
    }
    team {
      id
      name
    }
    location {
      id
    }
  }
`);

const TeamOptionsQuery = graphql(`
  query AdminTeamOptions {
    teams {
      id
      name
    }
  }
`);

const DeactivateMutation = graphql(`
  mutation AdminDeactivateUser($id: ID!) {
    deactivateUser(id: $id) {
      ...UsersTab_user
    }
  }
`);

const ReactivateMutation = graphql(`
  mutation AdminReactivateUser($id: ID!) {
    reactivateUser(id: $id) {
      ...UsersTab_user
    }
  }
`);

type User = UsersTab_UserFragment;

const STATUSES = ['all', 'active', 'inactive'] as const;

function AccessBadges({ user }: { user: User }) {
  const { t } = useTranslation('admin-users');
  return (
    <HStack gap="1" wrap="wrap">
      {user.isAdmin && (
        <Badge colorPalette="purple" variant="subtle">
          {t('access.admin')}
        </Badge>
      )}
      {user.isManager && (
        <Badge colorPalette="blue" variant="subtle">
          {t('access.manager')}
        </Badge>
      )}
      {!user.isAdmin && !user.isManager && <Text color="fg.muted">{NO_VALUE}</Text>}
    </HStack>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-users');
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}

/** The items of the rows' shared menu, for the person whose "More actions" opened it. */
function UserMenuItems({ users, personalData }: { users: User[]; personalData: boolean }) {
  const { t } = useTranslation('admin-users');
  const { triggerValue } = useMenuContext();
  const user = users.find((row) => row.id === triggerValue);
  if (!user) return null;
  return (
    <>
      <Menu.Item value="password">
        <KeyRound /> {t('actions.setPassword')}
      </Menu.Item>
      <Menu.Item value="active" color={user.isActive ? 'fg.error' : undefined}>
        {user.isActive ? <UserX /> : <UserCheck />}
        {user.isActive ? t('actions.deactivate') : t('actions.reactivate')}
      </Menu.Item>
      {personalData && <PersonalDataMenuItems person={user} />}
    </>
  );
}

/** The catalogues the tab and what it opens speak from, loaded before it first renders (app/preloadable.ts). */
export const namespaces = ['admin-users', 'admin', 'privacy', 'auth', 'schedules'] as const;

/** Spec §2 Users & Managers: the create-user form and every user, searched and paged by the server. */
export default function UsersTab() {
  const viewer = useViewer();
  // The personal data items of the rows' menus load their words with the tab, so a menu opens whole
  // instead of drawing them after it has opened.
  const { t } = useTranslation(['admin-users', 'admin', 'privacy']);
  const [creating, setCreating] = useState(false);
  const search = useSearchInput();
  const [status, setStatus] = useState('all');
  const [department, setDepartment] = useState('');
  const [editing, setEditing] = useState<User | null>(null);
  const [settingPassword, setSettingPassword] = useState<User | null>(null);
  const [toggling, setToggling] = useState<User | null>(null);
  const [erasing, setErasing] = useState<User | null>(null);
  const selection = usePeopleSelection<User>();
  // The person whose row's "More actions" opened the shared menu (kept aside: the table is not drawn again).
  const menuFor = useRef<string | null>(null);

  const filter: UserFilter = {
    ...(search.term ? { search: search.term } : {}),
    ...(status === 'all' ? {} : { isActive: status === 'active' }),
    ...(department ? { department } : {}),
  };
  const list = useAdminUsers(filter);
  const { managers } = useManagers();
  const teams = useQuery(TeamOptionsQuery).data?.teams ?? [];
  // Active or not decides the status filter, the role counts and who can be picked as a manager.
  const refetches = { update: (cache: ApolloCache) => refreshFields(cache, 'users', 'roleStats', 'managers') };
  const [deactivate, deactivateState] = useMutation(DeactivateMutation, refetches);
  const [reactivate, reactivateState] = useMutation(ReactivateMutation, refetches);

  const departments = departmentChoices(list.data?.departments ?? []);
  const rows = getFragmentData(UsersTab_user, list.nodes);

  const onToggleActive = async () => {
    if (!toggling) return;
    const activating = !toggling.isActive;
    try {
      await (activating ? reactivate : deactivate)({ variables: { id: toggling.id } });
      toaster.create({
        type: 'success',
        title: activating ? t('toggle.reactivated') : t('toggle.deactivated'),
        description: activating
          ? t('toggle.reactivatedDetail', { name: toggling.fullName })
          : t('toggle.deactivatedDetail', { name: toggling.fullName }),
      });
      setToggling(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('edit.failed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const columns: Column<User>[] = [
    selection.column,
    {
      key: 'name',
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
      // One column for both, so the table fits beside the administration hub.
      key: 'job',
      header: t('columns.job'),
      cell: (user) => (
        <Stack gap="0">
          <Text>{user.jobTitle ?? NO_VALUE}</Text>
          <Text fontSize="sm" color="fg.muted">
            {user.department ?? NO_VALUE}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'manager',
      header: t('columns.manager'),
      cell: (user) => user.manager?.fullName ?? t('admin:shared.noManager'),
    },
    { key: 'access', header: t('columns.access'), cell: (user) => <AccessBadges user={user} /> },
    { key: 'status', header: t('columns.status'), cell: (user) => <ActiveBadge active={Boolean(user.isActive)} /> },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      card: 'actions',
      nowrap: true,
      cell: (user) => (
        <HStack gap="1" justify={{ base: 'flex-start', md: 'flex-end' }}>
          <Button size="xs" variant="outline" onClick={() => setEditing(user)}>
            <Pencil /> {t('actions.edit')}
            <VisuallyHidden> {user.fullName}</VisuallyHidden>
          </Button>
          {user.id !== viewer.id && (
            <Menu.Trigger value={user.id} asChild>
              <IconButton size="xs" variant="outline" aria-label={t('actions.more', { name: user.fullName })}>
                <MoreHorizontal />
              </IconButton>
            </Menu.Trigger>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" mb="4" wrap="wrap">
        <Stack gap="0">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {t('title')}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
          {creating ? <X /> : <Plus />} {creating ? t('closeForm') : t('add')}
        </Button>
      </Flex>

      {creating && (
        <CreateUserForm
          departments={departments}
          managerOptions={managerOptions(managers, t('admin:shared.noManager'))}
          teams={teams}
          onCreated={() => setCreating(false)}
          onCancel={() => setCreating(false)}
        />
      )}

      <FilterBar search={{ ...search.input, label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}>
        <SelectField
          label={t('filters.status')}
          value={status}
          onChange={setStatus}
          options={STATUSES.map((value) => ({ value, label: t(`filters.statuses.${value}`) }))}
        />
        <SelectField
          label={t('filters.department')}
          value={department}
          onChange={setDepartment}
          options={[
            { value: '', label: t('filters.allDepartments') },
            ...departments.map((d) => ({ value: d, label: d })),
          ]}
        />
      </FilterBar>
      <BulkAssignBar ids={selection.ids} onDone={selection.clear} />

      <QueryState
        query={list.query}
        errorTitle={t('admin:shared.fetchFailed')}
        loadingLabel={t('loading')}
        isEmpty={() => list.nodes.length === 0}
        empty={{
          icon: <Users />,
          title: t('empty.title'),
          description: search.term || status !== 'all' || department ? t('empty.filtered') : t('empty.none'),
        }}
      >
        {() => (
          <>
            {/* One menu for every row: each row's button opens it for its person. A menu per row set up twenty
                state machines with the table's first draw, and closed when a redraw replaced its row. */}
            <Menu.Root
              positioning={{ placement: 'bottom-end' }}
              onTriggerValueChange={({ value }) => (menuFor.current = value)}
              onSelect={({ value }) => {
                const user = rows.find((row) => row.id === menuFor.current);
                if (!user) return;
                if (value === 'password') setSettingPassword(user);
                else if (value === 'export-data') void exportPersonalDataOf(user);
                else if (value === 'erase-data') setErasing(user);
                else setToggling(user);
              }}
            >
              <DataTable
                label={t('table')}
                columns={columns}
                rows={rows}
                rowKey={(user) => user.id}
                rowTestId="user-row"
                busy={list.query.loading}
                // Seven columns, the demo organisation's at their narrowest 845 px: beside the hub, a
                // window under about 1,390 px shows cards at once rather than a table found too wide.
                minTableWidth={860}
              />
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <UserMenuItems users={rows} personalData={Boolean(viewer.isAdmin)} />
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            {list.pageInfo && (
              <Pagination paging={list.paging} totalCount={list.totalCount} pageInfo={list.pageInfo} noun={t('noun')} />
            )}
          </>
        )}
      </QueryState>

      {editing && (
        <EditUserDialog
          key={editing.id}
          user={editing}
          departments={departmentChoices(list.data?.departments ?? [], editing.department)}
          managers={managers}
          teams={teams}
          onClose={() => setEditing(null)}
        />
      )}
      {settingPassword && (
        <SetPasswordDialog key={settingPassword.id} user={settingPassword} onClose={() => setSettingPassword(null)} />
      )}
      {erasing && <ErasePersonalDataDialog key={erasing.id} person={erasing} onClose={() => setErasing(null)} />}
      <AdminConfirmDialog
        open={!!toggling}
        title={toggling?.isActive ? t('toggle.deactivateTitle') : t('toggle.reactivateTitle')}
        message={
          toggling?.isActive
            ? t('toggle.deactivateQuestion', { name: toggling.fullName })
            : t('toggle.reactivateQuestion', { name: toggling?.fullName })
        }
        confirmLabel={toggling?.isActive ? t('actions.deactivate') : t('actions.reactivate')}
        destructive={Boolean(toggling?.isActive)}
        busy={deactivateState.loading || reactivateState.loading}
        onConfirm={() => void onToggleActive()}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
