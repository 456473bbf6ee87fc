import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a directory says of a person beyond their own columns: its displayName and addresses. */
export class ScimUserDetails1765700000000 implements MigrationInterface {
  name = 'ScimUserDetails1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE scim_users ADD COLUMN display_name text, ADD COLUMN addresses jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE scim_users DROP COLUMN display_name, DROP COLUMN addresses`);
  }
}
