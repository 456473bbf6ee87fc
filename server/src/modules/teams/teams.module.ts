import { defineModule } from '../../kernel/module';
import { TeamOverviewService } from './team-overview.service';
import { TeamService } from './team.service';
import { teamResolvers } from './team.resolvers';
import { teamRoutes } from './team.rest';
import { teamOverviewRoutes } from './team-overview.rest';

export const teamsModule = defineModule({
  name: 'teams',
  schema: 'teams.graphql',
  mappers: {
    Team: 'team.entity#TeamEntity',
    TeamMemberOverview: 'team-overview.service#TeamMemberStanding',
  },
  rules: {
    'Query.teams': 'signedIn',
    'Query.team': 'signedIn',
    'Query.teamOverview': 'approver',
    'Mutation.createTeam': 'hrOrAdmin',
    'Mutation.updateTeam': 'hrOrAdmin',
    'Mutation.deleteTeam': 'hrOrAdmin',
    'GET /pto/team-overview': 'signedIn',
    'GET /admin/teams': 'signedIn',
    'POST /admin/teams': 'hrOrAdmin',
    'PUT /admin/teams/:id': 'hrOrAdmin',
  },
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances }) => ({
    teams: new TeamService(dataSource, audit),
    teamOverview: new TeamOverviewService(dataSource, balances),
  }),
  resolvers: teamResolvers,
  routes: (scope) => [...teamRoutes(scope), ...teamOverviewRoutes(scope)],
});
