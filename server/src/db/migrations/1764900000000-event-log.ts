import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log: every domain event, written in the transaction of the change, with a position
 * (the cursor) stamped after commit in commit order (see realtime/event-log.ts).
 */
export class EventLog1764900000000 implements MigrationInterface {
  name = 'EventLog1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_log (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        position bigint UNIQUE,
        kind text NOT NULL,
        request_id uuid,
        actor_id uuid,
        on_behalf_of_id uuid,
        occurred_at timestamptz NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        dispatched_at timestamptz,
        CHECK (dispatched_at IS NULL OR position IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX event_log_unstamped_idx ON event_log (seq) WHERE position IS NULL`);
    await q.query(
      `CREATE INDEX event_log_undispatched_idx ON event_log (position) WHERE dispatched_at IS NULL AND position IS NOT NULL`,
    );
    await q.query(`CREATE INDEX event_log_occurred_idx ON event_log (occurred_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE event_log`);
  }
}
