import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk imports: people carry the employee number of the company's HR system (imports match people by
 * it, else by email), and every applied import is kept with who made it, its file and its counts.
 */
export class Imports1765100000000 implements MigrationInterface {
  name = 'Imports1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN employee_number text CHECK (employee_number IS NULL OR length(btrim(employee_number)) BETWEEN 1 AND 50)`,
    );
    await q.query(`CREATE UNIQUE INDEX users_employee_number_key ON users (lower(btrim(employee_number)))`);
    await q.query(`
      CREATE TABLE imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('people', 'balances')),
        file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        status text NOT NULL CHECK (status IN ('applied')),
        row_count integer NOT NULL CHECK (row_count >= 0),
        created_count integer NOT NULL CHECK (created_count >= 0),
        updated_count integer NOT NULL CHECK (updated_count >= 0),
        unchanged_count integer NOT NULL CHECK (unchanged_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX imports_created_at_idx ON imports (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE imports`);
    await q.query(`ALTER TABLE users DROP COLUMN employee_number`);
  }
}
