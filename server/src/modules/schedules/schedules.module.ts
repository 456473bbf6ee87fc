import { defineModule } from '../../kernel/module';
import { scheduleResolvers } from './schedule.resolvers';
import { ScheduleService } from './schedule.service';

export const schedulesModule = defineModule({
  name: 'schedules',
  schema: 'schedules.graphql',
  mappers: {
    WorkSchedule: 'schedule.views#WorkScheduleView',
    ScheduleTemplate: 'schedule.views#ScheduleTemplateView',
  },
  enumValues: { LeaveUnit: { DAYS: 'days', HOURS: 'hours' } },
  rules: {
    'Query.workingTime': 'signedIn',
    'Query.workSchedules': 'signedIn',
    'Mutation.setWorkSchedule': 'hrOrAdmin',
    'Mutation.assignScheduleTemplate': 'hrOrAdmin',
    'Mutation.assignWorkCalendar': 'hrOrAdmin',
    'Mutation.removeWorkSchedule': 'hrOrAdmin',
    'Mutation.setFullTimeHours': 'admin',
  },
  needs: ['audit', 'balances'],
  /** Working schedules: part-time hours per weekday and the full-time week. */
  provide: ({ dataSource, audit, balances }) => ({ schedules: new ScheduleService(dataSource, audit, balances) }),
  resolvers: scheduleResolvers,
});
