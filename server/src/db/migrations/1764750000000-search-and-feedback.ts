import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Advanced search (saved searches per person, trigram indexes so text search stays fast on a million
 * requests) and in-product feedback (what a person reported, from which page).
 */
export class SearchAndFeedback1764750000000 implements MigrationInterface {
  name = 'SearchAndFeedback1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // Text search matches names, emails, notes and human request ids anywhere inside the text.
    await q.query(
      `CREATE INDEX users_search_trgm_idx ON users USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX leave_requests_notes_trgm_idx ON leave_requests USING gin (notes gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX leave_requests_request_id_trgm_idx ON leave_requests USING gin (request_id gin_trgm_ops)`,
    );
    // Sorting search results by days or by end date reads an index instead of sorting every match.
    await q.query(`CREATE INDEX leave_requests_days_idx ON leave_requests (days, id)`);
    await q.query(`CREATE INDEX leave_requests_end_date_idx ON leave_requests (end_date, id)`);
    await q.query(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
        criteria jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX saved_searches_user_name_key ON saved_searches (user_id, lower(name))`);
    await q.query(`
      CREATE TABLE feedback (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        category text NOT NULL CHECK (category IN ('bug', 'idea', 'praise', 'other')),
        message text NOT NULL CHECK (length(btrim(message)) BETWEEN 1 AND 5000),
        page_path text NOT NULL,
        page_title text,
        user_agent text,
        viewport text,
        app_version text,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewed', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX feedback_created_idx ON feedback (created_at DESC, id DESC)`);
    // Notification sounds are WAV files the server ships under /sounds/.
    await q.query(`UPDATE notifications SET sound = regexp_replace(sound, '\\.mp3$', '.wav') WHERE sound LIKE '%.mp3'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE notifications SET sound = regexp_replace(sound, '\\.wav$', '.mp3') WHERE sound LIKE '%.wav'`);
    await q.query(`DROP TABLE feedback`);
    await q.query(`DROP TABLE saved_searches`);
    await q.query(`DROP INDEX leave_requests_end_date_idx`);
    await q.query(`DROP INDEX leave_requests_days_idx`);
    await q.query(`DROP INDEX leave_requests_request_id_trgm_idx`);
    await q.query(`DROP INDEX leave_requests_notes_trgm_idx`);
    await q.query(`DROP INDEX users_search_trgm_idx`);
  }
}
