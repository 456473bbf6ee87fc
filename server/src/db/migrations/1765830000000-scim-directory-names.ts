import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a directory sends of a person's names and language, kept as it was sent: name.formatted (a full name
 * with titles and middle names) and preferredLanguage (a tag such as "en-GB", beside the language it names).
 */
export class ScimDirectoryNames1765830000000 implements MigrationInterface {
  name = 'ScimDirectoryNames1765830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users ADD COLUMN formatted_name text, ADD COLUMN preferred_language text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users DROP COLUMN formatted_name, DROP COLUMN preferred_language`);
  }
}
