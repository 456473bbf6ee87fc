import { defineModule } from '../../kernel/module';
import { CalendarFeedService } from './calendar-feed.service';

export const calendarFeedsModule = defineModule({
  name: 'calendar-feeds',
  needs: ['audit', 'leave-requests', 'team-calendar'],
  provide: ({ dataSource, leaveRequests, audit, colleagueLeave }) => ({
    calendarFeeds: new CalendarFeedService(dataSource, leaveRequests, audit, colleagueLeave),
  }),
});
