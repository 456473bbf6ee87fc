import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal data (GDPR): who was erased, when, by whom and under which pseudonym (so an erasure is never
 * run twice and the pseudonym stays the same), and the organisation's retention of leavers' data.
 */
export class PersonalData1765300000000 implements MigrationInterface {
  name = 'PersonalData1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE personal_data_erasures (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        pseudonym text NOT NULL,
        erased_by uuid REFERENCES users (id) ON DELETE SET NULL,
        automatic boolean NOT NULL DEFAULT false,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE privacy_settings (
        id integer PRIMARY KEY CHECK (id = 1),
        retention_months integer CHECK (retention_months BETWEEN 1 AND 120),
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO privacy_settings (id, retention_months) VALUES (1, NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE privacy_settings`);
    await q.query(`DROP TABLE personal_data_erasures`);
  }
}
