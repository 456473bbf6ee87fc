import type { Resolvers } from '../../__generated__/resolvers-types';
import type { CalendarFeedService } from './calendar-feed.service';

export const calendarFeedResolvers = ({ calendarFeeds }: { calendarFeeds: CalendarFeedService }): Resolvers => ({
  Query: {
    calendarFeeds: (_root, _args, { actor }) => calendarFeeds.feeds(actor),
    calendarExport: async (_root, { input }, { actor }) => {
      const exported = await calendarFeeds.exportIcs(actor, input);
      return { filename: exported.filename, content: exported.body, eventCount: exported.eventCount };
    },
  },
  Mutation: {
    resetCalendarFeedUrl: async (_root, { kind }, { actor }) => {
      const { feed, secret } = await calendarFeeds.resetUrl(actor, kind);
      return { feed, secret, path: `/api/calendar/feeds/${secret}.ics` };
    },
    revokeCalendarFeedUrl: (_root, { kind }, { actor }) => calendarFeeds.revokeUrl(actor, kind),
    updateCalendarFeedSettings: (_root, { kind, input }, { actor }) => calendarFeeds.updateSettings(actor, kind, input),
  },
  CalendarFeed: {
    urlCreatedAt: (feed) => feed.secretCreatedAt,
    fetches: (feed, _args, { actor }) => calendarFeeds.fetches(actor, feed.id),
  },
});
