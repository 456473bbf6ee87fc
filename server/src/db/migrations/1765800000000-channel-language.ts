import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A notification channel's language: a shared channel has many readers, so it has one of its own. */
export class ChannelLanguage1765800000000 implements MigrationInterface {
  name = 'ChannelLanguage1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE notification_channels
        ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_channels DROP COLUMN language`);
  }
}
