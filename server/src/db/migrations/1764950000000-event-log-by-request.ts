import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event log read by request: a person's (or a team's) events without scanning everyone's. */
export class EventLogByRequest1764950000000 implements MigrationInterface {
  name = 'EventLogByRequest1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX event_log_request_idx ON event_log (request_id, position) WHERE position IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX event_log_request_idx`);
  }
}
