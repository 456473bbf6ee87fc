import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Slack user's name as Slack sent it when they linked, so the profile can say who is linked. */
export class SlackUserName1765820000000 implements MigrationInterface {
  name = 'SlackUserName1765820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE slack_links ADD COLUMN slack_user_name text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE slack_links DROP COLUMN slack_user_name`);
  }
}
