import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The directory's name.formatted (a full name with titles and middle names), kept as it was sent. */
export class ScimFormattedName1765830000000 implements MigrationInterface {
  name = 'ScimFormattedName1765830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users ADD COLUMN formatted_name text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users DROP COLUMN formatted_name`);
  }
}
