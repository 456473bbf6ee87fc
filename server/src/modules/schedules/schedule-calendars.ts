/**
 * People's working calendars with their schedules: their location's weekend and days off, and the
 * weekdays their schedule leaves free. Day counting, allowances and the team calendar read them here.
 */
import type { EntityManager } from 'typeorm';
import { calendarsOf, WorkCalendar } from '../locations';
import { hoursOn, type SchedulePeriod } from './working-time';

/** The full-time week in hours (40 unless the organisation set another). */
export async function fullTimeHoursOf(manager: EntityManager): Promise<number> {
  const rows: { full_time_hours: number }[] = await manager.query(
    `SELECT full_time_hours FROM working_time_settings WHERE id = 1`,
  );
  return rows[0]?.full_time_hours ?? 40;
}

/** Each person's schedule periods that touch [from, to] (all of them when no range), by person id. */
export async function schedulesOf(
  manager: EntityManager,
  userIds: readonly string[],
  from: string | null = null,
  to: string | null = null,
): Promise<Map<string, SchedulePeriod[]>> {
  const result = new Map<string, SchedulePeriod[]>();
  if (!userIds.length) return result;
  const rows: { user_id: string; effective_from: string; effective_to: string | null; weekday_hours: number[] }[] =
    await manager.query(
      `SELECT user_id, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
              to_char(effective_to, 'YYYY-MM-DD') AS effective_to, weekday_hours
       FROM work_schedules WHERE user_id = ANY($1::uuid[])
         AND ($3::date IS NULL OR effective_from <= $3::date) AND ($2::date IS NULL OR coalesce(effective_to, $2::date) >= $2::date)
       ORDER BY user_id, effective_from`,
      [[...new Set(userIds)], from, to],
    );
  for (const row of rows) {
    const periods = result.get(row.user_id) ?? [];
    periods.push({ effectiveFrom: row.effective_from, effectiveTo: row.effective_to, weekdayHours: row.weekday_hours });
    result.set(row.user_id, periods);
  }
  return result;
}

/** Each person's calendar between two dates (inclusive) with their schedule, by person id. */
export async function personalCalendarsOf(
  manager: EntityManager,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, WorkCalendar>> {
  const calendars = await calendarsOf(manager, userIds, from, to);
  const schedules = await schedulesOf(manager, userIds, from, to);
  for (const [userId, periods] of schedules) {
    const calendar = calendars.get(userId);
    if (calendar)
      calendars.set(
        userId,
        calendar.withSchedule((date) => hoursOn(periods, date)),
      );
  }
  return calendars;
}

/** One person's calendar between two dates with their schedule. */
export async function personalCalendarOf(
  manager: EntityManager,
  userId: string,
  from: string,
  to: string,
): Promise<WorkCalendar> {
  return (await personalCalendarsOf(manager, [userId], from, to)).get(userId) ?? WorkCalendar.PLAIN;
}
