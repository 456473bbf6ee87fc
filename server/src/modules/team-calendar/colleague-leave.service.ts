import type { DataSource } from 'typeorm';
import { assertOperation, canReadRequest, reportingLinesOf, colleaguesOf, type Actor } from '../../auth/policy';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { colleagueLeaveQueries } from './colleague-leave.queries';

/** A colleague's approved leave as everyone may see it: who and when, nothing else. */
export interface ColleagueLeave {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  /** An hourly request's local times on its day (HH:MM:SS); null: whole days. */
  startTime: string | null;
  endTime: string | null;
  /** The colleague's id (for their time zone). */
  userId: string;
  /** The colleague's location (the default one when they have none). */
  locationId: string;
  /** When the request last changed (calendar feeds stamp their events with it). */
  updatedAt: Date;
}

const MAX_RANGE_DAYS = 366;
/** Most entries one range returns. */
export const COLLEAGUE_LEAVE_SHOWN = 2000;

/**
 * Colleagues' approved leave for the Team Calendar (policy.colleaguesOf). Requests the viewer
 * may read in full (their own, their reports', everyone's for HR) come from teamCalendar instead and
 * are left out here.
 */
export class ColleagueLeaveService {
  constructor(private readonly dataSource: DataSource) {}

  async colleagueLeave(actor: Actor, range: { start: string; end: string }): Promise<ColleagueLeave[]> {
    assertOperation('signedIn', actor);
    if (!parseIsoDate(range.start ?? '')) throw badInput('`start` must be a date written YYYY-MM-DD', 'start');
    if (!parseIsoDate(range.end ?? '')) throw badInput('`end` must be a date written YYYY-MM-DD', 'end');
    if (range.start > range.end) throw badInput('Start date cannot be after end date', 'start');
    if (addDays(range.start, MAX_RANGE_DAYS) <= range.end)
      throw badInput(`A calendar range cannot span more than ${MAX_RANGE_DAYS} days`, 'end');
    const viewer = actor.user;
    const rows = await colleagueLeaveQueries.approvedInRange(
      this.dataSource,
      colleaguesOf(viewer, 'u'),
      { start: range.start, end: range.end },
      COLLEAGUE_LEAVE_SHOWN,
    );
    const lines = await reportingLinesOf(this.dataSource, [...new Set(rows.map((row) => row.user_id))]);
    return rows
      .filter(
        (row) =>
          !canReadRequest(viewer, {
            id: row.user_id,
            managerId: row.manager_id,
            managersAbove: lines.get(row.user_id) ?? [],
          }),
      )
      .map((row) => ({
        id: row.id,
        name: row.name,
        startDate: row.start_date,
        endDate: row.end_date,
        startHalfDay: row.start_half_day,
        endHalfDay: row.end_half_day,
        startTime: row.start_time,
        endTime: row.end_time,
        userId: row.user_id,
        locationId: row.location_id,
        updatedAt: row.updated_at,
      }));
  }
}
