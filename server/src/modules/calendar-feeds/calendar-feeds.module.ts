import { defineModule } from '../../kernel/module';
import { CalendarFeedService } from './calendar-feed.service';
import { calendarFeedResolvers } from './calendar-feed.resolvers';
import { calendarFeedRoutes } from './calendar-feed.rest';

export const calendarFeedsModule = defineModule({
  name: 'calendar-feeds',
  schema: 'calendar-feeds.graphql',
  mappers: {
    CalendarFeed: 'calendar-feed.service#CalendarFeedView',
    CalendarFeedFetch: 'calendar-feed.entity#CalendarFeedFetchEntity',
  },
  enumValues: {
    CalendarFeedKind: { MINE: 'mine', TEAM: 'team', COMPANY: 'company' },
  },
  needs: ['audit', 'leave-requests', 'team-calendar'],
  provide: ({ dataSource, exportSlots, throttle, leaveRequests, audit, colleagueLeave }) => ({
    calendarFeeds: new CalendarFeedService(dataSource, leaveRequests, audit, colleagueLeave, exportSlots, throttle),
  }),
  resolvers: calendarFeedResolvers,
  routes: calendarFeedRoutes,
});
