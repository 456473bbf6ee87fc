import { Badge, Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
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
      toaster.create({ type: 'success', title: 'Team deleted successfully' });
      setDeleting(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to delete team',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const columns: Column<Team>[] = [
    {
      key: 'name',
      header: 'Team',
      card: 'title',
      cell: (team) => (
        <Text fontWeight="medium" fontSize={{ base: 'md', md: 'sm' }}>
          {team.name}
        </Text>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      cell: (team) => (
        <Text color="fg.muted" lineClamp={{ base: undefined, md: 2 }} maxW="md">
          {team.description}
        </Text>
      ),
    },
    { key: 'manager', header: 'Manager', cell: (team) => team.manager?.fullName ?? 'No Manager' },
    {
      key: 'members',
      header: 'Members',
      align: 'end',
      cell: (team) => (
        <Badge variant="subtle" colorPalette={team.memberCount ? 'blue' : 'gray'}>
          {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      card: 'actions',
      nowrap: true,
      cell: (team) => (
        <HStack gap="1" justify={{ base: 'flex-start', md: 'flex-end' }}>
          <Button size="xs" variant="outline" onClick={() => setEditing(team)}>
            <Pencil /> Edit<VisuallyHidden> {team.name}</VisuallyHidden>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(team)}>
            <Trash2 /> Delete<VisuallyHidden> {team.name}</VisuallyHidden>
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
            Teams
          </Text>
          <Text color="fg.muted" fontSize="sm">
            Group people into teams, each led by a manager. People join a team from their user record.
          </Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
          {creating ? <X /> : <Plus />} {creating ? 'Close Form' : 'Add Team'}
        </Button>
      </Flex>

      {creating && <CreateTeamForm managers={managers} onDone={() => setCreating(false)} />}

      <QueryState
        query={query}
        errorTitle="Failed to fetch data"
        loadingLabel="Loading teams"
        isEmpty={() => teams.length === 0}
        empty={{ icon: <UsersRound />, title: 'No teams yet', description: 'Create the first team with Add Team.' }}
      >
        {() => (
          <DataTable label="Teams" columns={columns} rows={teams} rowKey={(team) => team.id} rowTestId="team-row" />
        )}
      </QueryState>

      {editing && (
        <EditTeamDialog key={editing.id} team={editing} managers={managers} onClose={() => setEditing(null)} />
      )}
      <AdminConfirmDialog
        open={!!deleting}
        title="Delete team"
        message={`Are you sure you want to delete "${deleting?.name}"? ${deleting?.memberCount === 1 ? 'Its member stays' : 'Its members stay'} but no longer ${deleting?.memberCount === 1 ? 'belongs' : 'belong'} to a team. This action cannot be undone.`}
        confirmLabel="Delete Team"
        busy={deleteState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
