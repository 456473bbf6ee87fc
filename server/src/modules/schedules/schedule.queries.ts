import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/model';
import { WorkScheduleEntity } from './work-schedule.entity';

/** A schedule period as calendars read it: dates as text, the hours of each weekday. */
export interface SchedulePeriodRow {
  user_id: string;
  effective_from: string;
  effective_to: string | null;
  weekday_hours: number[];
}

/** The schedules' SQL, in one place: the service keeps the transactions and locks around the changes. */
export const scheduleQueries = {
  /** The full-time week in hours, when the organisation set one. */
  async fullTimeHours(manager: EntityManager): Promise<number | null> {
    const rows: { full_time_hours: number }[] = await manager.query(
      `SELECT full_time_hours FROM working_time_settings WHERE id = 1`,
    );
    return rows[0]?.full_time_hours ?? null;
  },

  async setFullTimeHours(manager: EntityManager, hours: number): Promise<void> {
    await manager.query(`UPDATE working_time_settings SET full_time_hours = $1 WHERE id = 1`, [hours]);
  },

  /** The people's periods that touch [from, to] (either end open when null), by person and start. */
  periodRows: (
    manager: EntityManager,
    userIds: string[],
    from: string | null,
    to: string | null,
  ): Promise<SchedulePeriodRow[]> =>
    manager.query(
      `SELECT user_id, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
              to_char(effective_to, 'YYYY-MM-DD') AS effective_to, weekday_hours
       FROM work_schedules WHERE user_id = ANY($1::uuid[])
         AND ($3::date IS NULL OR effective_from <= $3::date) AND ($2::date IS NULL OR coalesce(effective_to, $2::date) >= $2::date)
       ORDER BY user_id, effective_from`,
      [userIds, from, to],
    ),

  /** The people's periods running on a date. */
  runningOn: (manager: EntityManager, userIds: string[], date: string): Promise<WorkScheduleEntity[]> =>
    manager
      .createQueryBuilder(WorkScheduleEntity, 's')
      .where(
        's.user_id = ANY(:ids) AND s.effective_from <= :date AND (s.effective_to IS NULL OR s.effective_to >= :date)',
        { ids: userIds, date },
      )
      .getMany(),

  /** The people's periods that touch [from, to], earliest first. */
  between: (manager: EntityManager, userIds: string[], from: string, to: string): Promise<WorkScheduleEntity[]> =>
    manager
      .createQueryBuilder(WorkScheduleEntity, 's')
      .where(
        's.user_id = ANY(:ids) AND s.effective_from <= :to AND (s.effective_to IS NULL OR s.effective_to >= :from)',
        { ids: userIds, from, to },
      )
      .orderBy('s.effective_from', 'ASC')
      .getMany(),

  /** The person, locked for the rest of the transaction when asked. */
  person(manager: EntityManager, userId: string, lock: boolean): Promise<UserEntity | null> {
    const query = manager.createQueryBuilder(UserEntity, 'u').where('u.id = :userId', { userId });
    return (lock ? query.setLock('pessimistic_write') : query).getOne();
  },

  /** Locks the person's row, so their periods change one at a time. */
  async lockPerson(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  },

  people: (manager: EntityManager, ids: readonly string[]): Promise<UserEntity[]> =>
    manager.createQueryBuilder(UserEntity, 'u').where('u.id = ANY(:ids)', { ids }).getMany(),

  /** The people, locked in id order (so two assignments cannot deadlock). */
  lockedPeople: (manager: EntityManager, ids: readonly string[]): Promise<UserEntity[]> =>
    manager
      .createQueryBuilder(UserEntity, 'u')
      .where('u.id = ANY(:ids)', { ids })
      .orderBy('u.id')
      .setLock('pessimistic_write')
      .getMany(),
};
