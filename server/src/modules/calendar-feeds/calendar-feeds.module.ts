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
  rules: {
    // Calendar feeds: the viewer's own feeds (which kinds: canUseCalendarFeed); URLs only with a sign-in session.
    'Query.calendarFeeds': 'signedIn',
    'Query.calendarExport': 'signedIn',
    'Mutation.resetCalendarFeedUrl': 'signedIn',
    'Mutation.revokeCalendarFeedUrl': 'signedIn',
    'Mutation.updateCalendarFeedSettings': 'signedIn',
    // A calendar client fetching a feed: the secret in the path is the credential (CalendarFeedService).
    'GET /calendar/feeds/:secret.ics': 'anyone',
  },
  needs: ['audit', 'leave-requests', 'team-calendar'],
  provide: ({ dataSource, exportSlots, throttle, rules, leaveRequests, audit, colleagueLeave }) => ({
    calendarFeeds: new CalendarFeedService(
      dataSource,
      leaveRequests,
      audit,
      colleagueLeave,
      exportSlots,
      throttle,
      rules.operations['Query.teamCalendar'],
    ),
  }),
  resolvers: calendarFeedResolvers,
  routes: calendarFeedRoutes,
});
