import type { EntityManager } from 'typeorm';
import { rowReader } from '../../db/rows';
import { LocationDayEntity, LocationEntity } from '../locations';
import { PolicySettingsEntity } from './policy-settings.entity';

/** The leave policy's SQL, in one place: the service keeps the transactions around the changes. */
export const policyQueries = {
  /**
   * Sets working-day counting on the organisation's policy unless the policy already chose how days
   * count.
   */
  async countWorkingDaysUnlessChosen(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO policy_settings (id, settings) VALUES (1, '{"dayCounting": "working_days"}'::jsonb)
       ON CONFLICT (id) DO UPDATE SET settings = policy_settings.settings || excluded.settings
       WHERE NOT policy_settings.settings ? 'dayCounting'`,
    );
  },

  /** A location's stored day edits by date: of one year, or of every year. */
  dayEdits(manager: EntityManager, locationId: string, year: number | null | undefined): Promise<LocationDayEntity[]> {
    const query = manager
      .createQueryBuilder(LocationDayEntity, 'd')
      .where('d.location_id = :id', { id: locationId })
      .orderBy('d.date', 'ASC');
    if (year != null) query.andWhere(`extract(year from d.date) = :year`, { year });
    return query.getMany();
  },

  /** A named (not removed) day off of the default location by its id, or null. */
  defaultLocationHoliday(manager: EntityManager, id: string): Promise<LocationDayEntity | null> {
    return manager
      .createQueryBuilder(LocationDayEntity, 'd')
      .innerJoin(LocationEntity, 'l', 'l.id = d.location_id AND l.is_default')
      .where('d.id = :id AND NOT d.removed AND d.name IS NOT NULL', { id })
      .getOne();
  },

  /** The organisation's stored policy row, if any (a short read outside a transaction). */
  async settingsRow(manager: EntityManager): Promise<PolicySettingsEntity | undefined> {
    const [row] = await rowReader(manager.connection, PolicySettingsEntity).where('WHERE id = 1', [], manager);
    return row;
  },
};
