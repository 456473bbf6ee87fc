/**
 * People's working calendars with their schedules: their location's weekend and days off, and the
 * weekdays their schedule leaves free. Day counting, allowances and the team calendar read them here.
 */
import type { EntityManager } from 'typeorm';
import { calendarsOf, WorkCalendar } from '../locations';
import { scheduleQueries } from './schedule.queries';
import { hoursOn, type SchedulePeriod } from './working-time';

/** The full-time week in hours (40 unless the organisation set another). */
export async function fullTimeHoursOf(manager: EntityManager): Promise<number> {
  return (await scheduleQueries.fullTimeHours(manager)) ?? 40;
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
  const rows = await scheduleQueries.periodRows(manager, [...new Set(userIds)], from, to);
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
