import type { Resolvers } from '../../__generated__/resolvers-types';

export const calendarFeedResolvers: Resolvers = {
  Query: {
    calendarFeeds: (_root, _args, { services, actor }) => services.calendarFeeds.feeds(actor),
    calendarExport: async (_root, { input }, { services, actor }) => {
      const exported = await services.calendarFeeds.exportIcs(actor, input);
      return { filename: exported.filename, content: exported.body, eventCount: exported.eventCount };
    },
  },
  Mutation: {
    resetCalendarFeedUrl: async (_root, { kind }, { services, actor }) => {
      const { feed, secret } = await services.calendarFeeds.resetUrl(actor, kind);
      return { feed, secret, path: `/api/calendar/feeds/${secret}.ics` };
    },
    revokeCalendarFeedUrl: (_root, { kind }, { services, actor }) => services.calendarFeeds.revokeUrl(actor, kind),
    updateCalendarFeedSettings: (_root, { kind, input }, { services, actor }) =>
      services.calendarFeeds.updateSettings(actor, kind, input),
  },
  CalendarFeed: {
    urlCreatedAt: (feed) => feed.secretCreatedAt,
    fetches: (feed, _args, { services, actor }) => services.calendarFeeds.fetches(actor, feed.id),
  },
};
