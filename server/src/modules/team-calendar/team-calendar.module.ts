import { defineModule } from '../../kernel/module';
import { ColleagueLeaveService } from './colleague-leave.service';

export const teamCalendarModule = defineModule({
  name: 'team-calendar',
  provide: ({ dataSource }) => ({ colleagueLeave: new ColleagueLeaveService(dataSource) }),
});
