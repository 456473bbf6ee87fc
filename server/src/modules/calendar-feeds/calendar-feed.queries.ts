import { In, type DataSource, type EntityManager } from 'typeorm';
import { LeaveRequestEntity } from '../leave-requests/model';
import { UserEntity } from '../users/model';
import { CalendarFeedEntity, CalendarFeedFetchEntity, type CalendarFeedKindValue } from './calendar-feed.entity';
import { clientName } from './feed-clients';

/** Fetches kept per feed (the owner is shown the newest FEED_HISTORY_SHOWN of them). */
const FEED_HISTORY_KEPT = 50;

type Db = DataSource | EntityManager;
type FeedSettings = Pick<CalendarFeedEntity, 'includePending' | 'includeTeam' | 'includeHolidays'>;
const managerOf = (db: Db): EntityManager => ('manager' in db ? db.manager : db);

/** The feeds' SQL, in one place: the service keeps the transactions around the changes. */
export const calendarFeedQueries = {
  feedsOf: (db: Db, userId: string): Promise<CalendarFeedEntity[]> =>
    managerOf(db).find(CalendarFeedEntity, { where: { userId } }),

  bySecretHash: (db: Db, secretHash: string): Promise<CalendarFeedEntity | null> =>
    managerOf(db).findOne(CalendarFeedEntity, { where: { secretHash } }),

  /** The last `limit` fetches of the feed, newest first, when it is the owner's. */
  fetches: (db: Db, feedId: string, ownerId: string, limit: number): Promise<CalendarFeedFetchEntity[]> =>
    managerOf(db)
      .createQueryBuilder(CalendarFeedFetchEntity, 'f')
      .innerJoin(CalendarFeedEntity, 'feed', 'feed.id = f.feed_id')
      .where('f.feed_id = :feedId AND feed.user_id = :userId', { feedId, userId: ownerId })
      .orderBy('f.fetched_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .limit(limit)
      .getMany(),

  /** The person's own requests in these statuses that overlap the range, earliest first. */
  ownRequests: (
    db: Db,
    userId: string,
    statuses: readonly string[],
    range: { start: string; end: string },
  ): Promise<LeaveRequestEntity[]> =>
    managerOf(db)
      .createQueryBuilder(LeaveRequestEntity, 'r')
      .where('r.user_id = :userId AND r.status IN (:...statuses)', { userId, statuses })
      .andWhere('r.end_date >= :start AND r.start_date <= :end', range)
      .orderBy('r.start_date', 'ASC')
      .getMany(),

  async peopleById(db: Db, ids: readonly string[]): Promise<Map<string, UserEntity>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const users = await managerOf(db).find(UserEntity, { where: { id: In(unique) } });
    return new Map(users.map((user) => [user.id, user]));
  },

  /** Creates the person's feed of this kind with a new secret (and default settings), or gives it the new secret. */
  async saveSecret(
    db: Db,
    feed: { userId: string; kind: CalendarFeedKindValue },
    secret: { hash: string; prefix: string },
    defaults: FeedSettings,
  ): Promise<{ id: string; replaced: boolean }> {
    const [row] = await managerOf(db).query(
      `INSERT INTO calendar_feeds (user_id, kind, secret_hash, secret_prefix, secret_created_at, include_pending, include_team, include_holidays)
       VALUES ($1, $2, $3, $4, now(), $5, $6, $7)
       ON CONFLICT (user_id, kind) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, secret_prefix = EXCLUDED.secret_prefix,
         secret_created_at = now(), updated_at = now()
       RETURNING id, (xmax <> 0) AS replaced`,
      [
        feed.userId,
        feed.kind,
        secret.hash,
        secret.prefix,
        defaults.includePending,
        defaults.includeTeam,
        defaults.includeHolidays,
      ],
    );
    return row;
  },

  /** Creates the person's feed of this kind with these settings (defaults for those not given), or changes those given. */
  async saveSettings(
    db: Db,
    feed: { userId: string; kind: CalendarFeedKindValue },
    settings: Partial<Record<keyof FeedSettings, boolean | null>>,
    defaults: FeedSettings,
  ): Promise<{ id: string }> {
    const [row] = await managerOf(db).query(
      `INSERT INTO calendar_feeds (user_id, kind, include_pending, include_team, include_holidays)
       VALUES ($1, $2, coalesce($3::boolean, $6::boolean), coalesce($4::boolean, $7::boolean), coalesce($5::boolean, $8::boolean))
       ON CONFLICT (user_id, kind) DO UPDATE SET
         include_pending = coalesce($3::boolean, calendar_feeds.include_pending),
         include_team = coalesce($4::boolean, calendar_feeds.include_team),
         include_holidays = coalesce($5::boolean, calendar_feeds.include_holidays),
         updated_at = now()
       RETURNING id`,
      [
        feed.userId,
        feed.kind,
        settings.includePending ?? null,
        settings.includeTeam ?? null,
        settings.includeHolidays ?? null,
        defaults.includePending,
        defaults.includeTeam,
        defaults.includeHolidays,
      ],
    );
    return row;
  },

  /** Records one fetch of the feed and forgets all but its last FEED_HISTORY_KEPT, in one statement. */
  async recordFetch(
    db: Db,
    feedId: string,
    client: { userAgent: string; ip: string | null },
    statusCode: number,
    eventCount: number,
  ): Promise<void> {
    const userAgent = client.userAgent.slice(0, 500);
    await managerOf(db).query(
      `WITH inserted AS (
         INSERT INTO calendar_feed_fetches (feed_id, client, user_agent, ip_address, status_code, event_count)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
       )
       DELETE FROM calendar_feed_fetches WHERE feed_id = $1 AND id IN (
         SELECT id FROM calendar_feed_fetches WHERE feed_id = $1 ORDER BY fetched_at DESC, id DESC OFFSET $7
       )`,
      [feedId, clientName(userAgent), userAgent, client.ip, statusCode, eventCount, FEED_HISTORY_KEPT - 1],
    );
  },
};
