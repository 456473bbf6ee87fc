import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Locations: each person works at one (the default one when none is set), which has its weekend, time
 * zone and days off. The organisation's holiday list becomes the default location's own days, and the
 * default location keeps Saturday–Sunday and UTC with no country calendar, so no figure changes.
 */
export class Locations1765000000000 implements MigrationInterface {
  name = 'Locations1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
        country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
        region_code text CHECK (region_code IS NULL OR (country_code IS NOT NULL AND region_code ~ '^[A-Z0-9]{1,3}$')),
        time_zone text NOT NULL DEFAULT 'UTC',
        weekend_days smallint[] NOT NULL DEFAULT '{0,6}'
          CHECK (weekend_days <@ '{0,1,2,3,4,5,6}'::smallint[] AND cardinality(weekend_days) < 7),
        is_default boolean NOT NULL DEFAULT false,
        daily_work_done_on date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX locations_one_default ON locations (is_default) WHERE is_default`);
    await q.query(`CREATE UNIQUE INDEX locations_name_key ON locations (lower(btrim(name)))`);
    await q.query(`
      CREATE TABLE location_days (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
        date date NOT NULL,
        name text CHECK (name IS NULL OR length(btrim(name)) BETWEEN 1 AND 100),
        half_day boolean NOT NULL DEFAULT false,
        removed boolean NOT NULL DEFAULT false,
        CHECK (removed OR name IS NOT NULL OR half_day),
        UNIQUE (location_id, date)
      )`);
    await q.query(
      `INSERT INTO locations (name, time_zone, weekend_days, is_default) VALUES ('Head office', 'UTC', '{0,6}', true)`,
    );
    // The ids stay, so links to a holiday (deleteHoliday) still find it.
    await q.query(`
      INSERT INTO location_days (id, location_id, date, name)
      SELECT h.id, l.id, h.date, h.name FROM holidays h CROSS JOIN locations l WHERE l.is_default`);
    await q.query(`DROP TABLE holidays`);
    // The organisation-wide list of the spec, as it now is: the default location's own named days off.
    await q.query(`
      CREATE VIEW holidays AS
      SELECT d.id, d.date, d.name FROM location_days d JOIN locations l ON l.id = d.location_id
      WHERE l.is_default AND NOT d.removed AND d.name IS NOT NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN location_id uuid REFERENCES locations (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX users_location_idx ON users (location_id) WHERE location_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW holidays`);
    await q.query(`
      CREATE TABLE holidays (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        date date NOT NULL UNIQUE,
        name text NOT NULL CHECK (length(btrim(name)) > 0)
      )`);
    await q.query(`
      INSERT INTO holidays (id, date, name)
      SELECT d.id, d.date, d.name FROM location_days d JOIN locations l ON l.id = d.location_id
      WHERE l.is_default AND NOT d.removed AND d.name IS NOT NULL`);
    await q.query(`ALTER TABLE users DROP COLUMN location_id`);
    await q.query(`DROP TABLE location_days`);
    await q.query(`DROP TABLE locations`);
  }
}
