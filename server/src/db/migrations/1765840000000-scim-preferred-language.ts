import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The directory's preferredLanguage as it was sent (a tag such as "en-GB"), beside the language it names. */
export class ScimPreferredLanguage1765840000000 implements MigrationInterface {
  name = 'ScimPreferredLanguage1765840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users ADD COLUMN preferred_language text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users DROP COLUMN preferred_language`);
  }
}
