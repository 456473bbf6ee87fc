import { defineModule } from '../../kernel/module';
import { ColleagueLeaveService } from './colleague-leave.service';
import { colleagueLeaveResolvers } from './colleague-leave.resolvers';

export const teamCalendarModule = defineModule({
  name: 'team-calendar',
  schema: 'team-calendar.graphql',
  rules: {
    // Colleagues' leave: names and dates only.
    'Query.colleagueLeave': 'signedIn',
  },
  provide: ({ dataSource }) => ({ colleagueLeave: new ColleagueLeaveService(dataSource) }),
  resolvers: colleagueLeaveResolvers,
});
