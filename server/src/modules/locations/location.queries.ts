import type { EntityManager } from 'typeorm';
import { LocationDayEntity, LocationEntity } from './location.entity';

/** The locations' SQL, in one place: the service keeps the transactions and locks around the changes. */
export const locationQueries = {
  /** Every location, the default first, then by name. */
  all: (manager: EntityManager): Promise<LocationEntity[]> =>
    manager
      .createQueryBuilder(LocationEntity, 'l')
      .orderBy('l.is_default', 'DESC')
      .addOrderBy('lower(l.name)')
      .getMany(),

  byIds: (manager: EntityManager, ids: string[]): Promise<LocationEntity[]> =>
    manager.createQueryBuilder(LocationEntity, 'l').where('l.id = ANY(:ids)', { ids }).getMany(),

  /** Each person's location id (the default location's for people without one). */
  locationIdsOf: (manager: EntityManager, userIds: string[]): Promise<{ user_id: string; location_id: string }[]> =>
    manager.query(
      `SELECT u.id AS user_id, coalesce(u.location_id, d.id) AS location_id
       FROM users u CROSS JOIN (SELECT id FROM locations WHERE is_default) d WHERE u.id = ANY($1::uuid[])`,
      [userIds],
    ),

  /** The locations' edited days between two dates (inclusive). */
  daysBetween: (manager: EntityManager, ids: string[], from: string, to: string): Promise<LocationDayEntity[]> =>
    ids.length
      ? manager
          .createQueryBuilder(LocationDayEntity, 'd')
          .where('d.location_id = ANY(:ids) AND d.date BETWEEN :from AND :to', { ids, from, to })
          .getMany()
      : Promise.resolve([]),

  /** A location's edited days of one year. */
  daysOfYear: (manager: EntityManager, locationId: string, year: number): Promise<LocationDayEntity[]> =>
    manager
      .createQueryBuilder(LocationDayEntity, 'd')
      .where('d.location_id = :id AND extract(year FROM d.date) = :year', { id: locationId, year })
      .getMany(),

  /** Every location's time zone, and which is the default. */
  timeZones: (manager: EntityManager): Promise<{ id: string; time_zone: string; is_default: boolean }[]> =>
    manager.query(`SELECT id, time_zone, is_default FROM locations`),

  /** Active people working at each location (the default one counts those without a location). */
  peopleCounts: (manager: EntityManager): Promise<{ id: string; count: number }[]> =>
    manager.query(
      `SELECT l.id, count(u.id)::int AS count FROM locations l
       LEFT JOIN users u ON u.is_active AND (u.location_id = l.id OR (u.location_id IS NULL AND l.is_default))
       GROUP BY l.id`,
    ),

  /** Active people working at a location (the default one: also those without a location). */
  async peopleAt(manager: EntityManager, location: LocationEntity): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE is_active AND (location_id = $1 OR ($2 AND location_id IS NULL))`,
      [location.id, location.isDefault],
    );
    return rows.map((row) => row.id);
  },

  /** Records that a location's daily work ran for its local date (never moving the date back). */
  async dailyWorkDone(manager: EntityManager, locationId: string, today: string): Promise<void> {
    await manager.query(
      `UPDATE locations SET daily_work_done_on = $2 WHERE id = $1 AND (daily_work_done_on IS NULL OR daily_work_done_on < $2)`,
      [locationId, today],
    );
  },
};
