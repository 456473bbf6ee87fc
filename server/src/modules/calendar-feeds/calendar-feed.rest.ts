import type { RestRoute } from '../../api/route';
import type { CalendarFeedService } from './calendar-feed.service';

/** The feed a calendar client subscribes to: no session, the secret in the path is the credential. */
export const calendarFeedRoutes = ({ calendarFeeds }: { calendarFeeds: CalendarFeedService }): RestRoute[] => [
  {
    method: 'get',
    path: '/calendar/feeds/:secret.ics',
    produces: 'text/calendar',
    summary:
      'An iCalendar (RFC 5545) feed for calendar clients; the secret in the path is the credential. Answers 304 to a matching If-None-Match, and 429 when the feed is fetched more than 20 times in 10 minutes.',
    statuses: [429],
    handler: async (req, { actor }) => {
      const feed = await calendarFeeds.renderBySecret(String(req.params.secret ?? ''), {
        userAgent: String(req.headers['user-agent'] ?? ''),
        ip: actor.ip,
        ifNoneMatch: req.headers['if-none-match'] ?? null,
      });
      return {
        send: (res) => {
          res.setHeader('Cache-Control', 'private, no-cache');
          res.setHeader('ETag', feed.etag);
          if (feed.notModified) return void res.status(304).end();
          res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
          res.setHeader('Content-Disposition', `inline; filename="${feed.filename}"`);
          res.status(200).send(feed.body);
        },
      };
    },
  },
];
