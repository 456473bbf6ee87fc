import { Badge, Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { Pencil, Plus, X, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { TeamsTab_TeamFragment } from '../../../__generated__/graphql';
import { QueryState } from '../../../components/QueryState';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { useManagers } from '../shared/managerOptions';
import { CreateTeamForm, EditTeamDialog } from './TeamDialogs';
import { forget, refreshFields } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';

export const TeamsTab_team = graphql(`
  fragment TeamsTab_team on Team {
    id
    name
    description
    memberCount
    manager {
      id
      fullName
      department
    }
  }
`);

const TeamsQuery = graphql(`
  query AdminTeams {
    teams {
      ...TeamsTab_team
    }
  }
`);

const DeleteTeamMutation = graphql(`
  mutation AdminDeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`);

type Team = TeamsTab_TeamFragment;

/** Spec §2 Teams: create, edit and delete teams; a team's manager is one of the managers. */
export default function TeamsTab() {
  const query = useQuery(TeamsQuery);
  const { t } = useTranslation(['admin-teams', 'admin']);
  const { managers } = useManagers();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  // Its members no longer belong to a team.
  const [deleteTeam, deleteState] = useMutation(DeleteTeamMutation, {
    update: (cache, _result, { variables }) => {
      if (variables) forget(cache, { __typename: 'Team', id: variables.id });
      refreshFields(cache, 'teams', 'users');
    },
  });
  const teams = getFragmentData(TeamsTab_team, query.data?.teams) ?? [];

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTeam({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: t('delete.done') });
      setDeleting(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('delete.failed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const columns: Column<Team>[] = [
    {
      key: 'name',
      header: t('columns.team'),
      card: 'title',
      cell: (team) => (
        <Text fontWeight="medium" fontSize={{ base: 'md', md: 'sm' }}>
          {team.name}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t('columns.description'),
      cell: (team) => (
        <Text color="fg.muted" lineClamp={{ base: undefined, md: 2 }} maxW="md">
          {team.description}
        </Text>
      ),
    },
    {
      key: 'manager',
      header: t('columns.manager'),
      cell: (team) => team.manager?.fullName ?? t('admin:shared.noManager'),
    },
    {
      key: 'members',
      header: t('columns.members'),
      align: 'end',
      cell: (team) => (
        <Badge variant="subtle" colorPalette={team.memberCount ? 'blue' : 'gray'}>
          {t('members', { count: team.memberCount })}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      card: 'actions',
      nowrap: true,
      cell: (team) => (
        <HStack gap="1" justify={{ base: 'flex-start', md: 'flex-end' }}>
          <Button size="xs" variant="outline" onClick={() => setEditing(team)}>
            <Pencil /> {t('actions.edit')}
            <VisuallyHidden> {team.name}</VisuallyHidden>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(team)}>
            <Trash2 /> {t('actions.delete')}
            <VisuallyHidden> {team.name}</VisuallyHidden>
          </Button>
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

      {creating && <CreateTeamForm managers={managers} onDone={() => setCreating(false)} />}

      <QueryState
        query={query}
        errorTitle={t('admin:shared.fetchFailed')}
        loadingLabel={t('loading')}
        isEmpty={() => teams.length === 0}
        empty={{ icon: <UsersRound />, title: t('empty.title'), description: t('empty.description') }}
      >
        {() => (
          <DataTable
            label={t('table')}
            columns={columns}
            rows={teams}
            rowKey={(team) => team.id}
            rowTestId="team-row"
          />
        )}
      </QueryState>

      {editing && (
        <EditTeamDialog key={editing.id} team={editing} managers={managers} onClose={() => setEditing(null)} />
      )}
      <AdminConfirmDialog
        open={!!deleting}
        title={t('delete.title')}
        message={t('delete.question', { name: deleting?.name, count: deleting?.memberCount ?? 0 })}
        confirmLabel={t('delete.confirm')}
        busy={deleteState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
