import { defineModule } from '../../kernel/module';
import { ColleagueLeaveService } from './colleague-leave.service';
import { colleagueLeaveResolvers } from './colleague-leave.resolvers';

export const teamCalendarModule = defineModule({
  name: 'team-calendar',
  provide: ({ dataSource }) => ({ colleagueLeave: new ColleagueLeaveService(dataSource) }),
  resolvers: colleagueLeaveResolvers,
});
