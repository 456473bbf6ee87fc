import { defineModule } from '../../kernel/module';
import { LeaveYearService } from './leave-year.service';
import { leaveYearResolvers } from './leave-year.resolvers';
import { leaveYearRoutes } from './leave-year.rest';

export const leaveYearModule = defineModule({
  name: 'leave-year',
  schema: 'leave-year.graphql',
  mappers: { LeaveYearBalanceMove: './ledger-move#BalanceMove' },
  rules: {
    'Query.leaveYear': 'signedIn',
    'Mutation.changeLeaveYearStart': 'hrOrAdmin',
    'GET /leave-year': 'signedIn',
    'PUT /leave-year': 'hrOrAdmin',
  },
  needs: ['audit', 'balances', 'policy'],
  provide: ({ dataSource, policy, ledger, audit }) => ({
    leaveYears: new LeaveYearService(dataSource, policy, ledger, audit),
  }),
  resolvers: leaveYearResolvers,
  routes: leaveYearRoutes,
});
