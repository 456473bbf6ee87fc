import { canSeePersonDetails } from '../../auth/policy';
import type { GraphQLContext } from '../../context';
import { bodyOf, id, ids, param, text } from '../../api/input';
import type { RestRoute } from '../../api/route';
import type { TeamEntity } from './team.entity';
import { teamPresenter } from './team.presenter';
import type { TeamService } from './team.service';

/** A team's answer (teamPresenter), with its manager's email for those the directory rule lets see it. */
async function teamBody(team: TeamEntity, { loaders, viewer }: GraphQLContext) {
  const [manager, members] = await Promise.all([
    team.managerId ? loaders.user.load(team.managerId) : Promise.resolve(null),
    loaders.teamMembers.load(team.id),
  ]);
  return teamPresenter.present({
    team,
    manager: manager && { ...manager, email: canSeePersonDetails(viewer, manager) ? manager.email : null },
    members,
  });
}

function teamInput(body: Record<string, unknown>) {
  return {
    name: text(body, 'name'),
    description: text(body, 'description'),
    managerId: id(body, 'manager_id', 'managerId'),
    memberIds: ids(body, 'member_ids', 'memberIds'),
  };
}

export const teamRoutes = ({ teams }: { teams: TeamService }): RestRoute[] => [
  {
    method: 'get',
    path: '/admin/teams',
    response: 'Team[]',
    summary: 'Every team with its manager and member count.',
    handler: async (_req, ctx) => ({
      data: await Promise.all((await teams.list(ctx.actor)).map((team) => teamBody(team, ctx))),
    }),
  },
  {
    method: 'post',
    path: '/admin/teams',
    statuses: [201],
    response: 'Team',
    summary:
      'Creates a team (administrators): name and description required, manager_id must be a person flagged as a manager; optional member_ids.',
    body: {
      name: 'required',
      description: 'required',
      manager_id: "a manager's id or null",
      member_ids: 'optional list of people',
    },
    handler: async (req, ctx) => {
      const team = await teams.create(ctx.actor, teamInput(bodyOf(req)));
      return { status: 201, data: await teamBody(team, ctx), message: 'Team created successfully' };
    },
  },
  {
    method: 'put',
    path: '/admin/teams/:id',
    response: 'Team',
    summary:
      'Updates a team (administrators): name, description, manager_id and member_ids; only fields present change.',
    body: { name: 'text', description: 'text', manager_id: "a manager's id or null", member_ids: 'list of people' },
    handler: async (req, ctx) => {
      const team = await teams.update(ctx.actor, param(req, 'id'), teamInput(bodyOf(req)));
      return { data: await teamBody(team, ctx), message: 'Team updated successfully' };
    },
  },
];
