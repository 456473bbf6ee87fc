import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's language: their own choice in the profile, and the one their company directory (single
 * sign-on, SCIM) reports, kept apart so clearing the choice falls back to the directory's.
 */
export class PersonLanguage1765750000000 implements MigrationInterface {
  name = 'PersonLanguage1765750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN language text CHECK (language IN ('en', 'de', 'fr', 'es')),
        ADD COLUMN directory_language text CHECK (directory_language IN ('en', 'de', 'fr', 'es'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN language, DROP COLUMN directory_language`);
  }
}
