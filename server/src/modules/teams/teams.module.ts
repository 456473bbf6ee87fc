import { defineModule } from '../../kernel/module';
import { TeamOverviewService } from './team-overview.service';
import { TeamService } from './team.service';

export const teamsModule = defineModule({
  name: 'teams',
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances }) => ({
    teams: new TeamService(dataSource, audit),
    teamOverview: new TeamOverviewService(dataSource, balances),
  }),
});
