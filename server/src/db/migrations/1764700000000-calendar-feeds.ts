import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar feeds: each person's secret iCalendar URLs (only a hash of the secret is kept), their
 * settings, and the fetches calendar clients make.
 */
export class CalendarFeeds1764700000000 implements MigrationInterface {
  name = 'CalendarFeeds1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('mine', 'team', 'company')),
        secret_hash text UNIQUE,
        secret_prefix text,
        secret_created_at timestamptz,
        include_pending boolean NOT NULL DEFAULT true,
        include_team boolean NOT NULL DEFAULT false,
        include_holidays boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, kind)
      )`);
    await q.query(`
      CREATE TABLE calendar_feed_fetches (
        id bigserial PRIMARY KEY,
        feed_id uuid NOT NULL REFERENCES calendar_feeds (id) ON DELETE CASCADE,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        client text NOT NULL,
        user_agent text NOT NULL DEFAULT '',
        ip_address text,
        status_code integer NOT NULL,
        event_count integer NOT NULL DEFAULT 0
      )`);
    await q.query(
      `CREATE INDEX calendar_feed_fetches_feed_idx ON calendar_feed_fetches (feed_id, fetched_at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feed_fetches`);
    await q.query(`DROP TABLE calendar_feeds`);
  }
}
