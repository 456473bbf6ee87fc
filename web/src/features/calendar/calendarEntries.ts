import type { CalendarPage_EntryFragment, LeaveStatus } from '../../__generated__/graphql';
import type { SchedulePeriodLike } from '../schedules/scheduleLabels';

/** One bar on the calendar: a request the viewer may read, or a colleague's leave (who and when only). */
export interface CalendarEntry {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  status: LeaveStatus;
  /** The request type's name; 'Away' for a colleague's leave, whose type is not shown. */
  typeLabel: string;
  color: string | null;
  department: string | null;
  days: number | null;
  requestId: string | null;
  colleague: boolean;
  /** The person's location: their weekend and days off. */
  locationId: string | null;
  /** Whether the first and the last day are half days. */
  startHalfDay: boolean;
  endHalfDay: boolean;
  /** An hourly request's local times on its day ("09:00–11:30"), else null. */
  times?: string | null;
  /** The person's schedule periods over the calendar's range, when the viewer may see them: their days off are striped. */
  schedules?: readonly SchedulePeriodLike[];
}

export const COLLEAGUE_LABEL = 'Away';

/**
 * The viewer's requests (own, reports', everyone's for HR) and their colleagues' approved leave as one
 * list by start date. Colleagues' leave has no department or status but approved, so a department
 * filter or another status leaves it out.
 */
export function calendarEntries(
  requests: readonly CalendarPage_EntryFragment[],
  colleagues: readonly {
    id: string;
    name: string;
    startDate: string;
    endDate: string;
    startHalfDay: boolean;
    endHalfDay: boolean;
    locationId?: string | null;
  }[],
  filters: { department: string; status: string },
  /** What a colleague's leave is called in the screen's language. */
  colleagueLabel: string = COLLEAGUE_LABEL,
): CalendarEntry[] {
  const own: CalendarEntry[] = requests.map((r) => ({
    id: r.id,
    name: r.requester.fullName,
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status,
    typeLabel: r.requestType.displayName,
    color: r.requestType.color,
    department: r.requester.department ?? null,
    days: r.days,
    requestId: r.requestId,
    colleague: false,
    locationId: r.requester.location?.id ?? null,
    startHalfDay: r.startHalfDay,
    endHalfDay: r.endHalfDay,
    times: r.startTime && r.endTime ? `${r.startTime}–${r.endTime}` : null,
    schedules: r.requester.workSchedulesBetween,
  }));
  const showColleagues = !filters.department && (filters.status === 'all' || filters.status === 'APPROVED');
  const others: CalendarEntry[] = showColleagues
    ? colleagues
        .filter((c) => !own.some((o) => o.id === c.id))
        .map((c) => ({
          id: c.id,
          name: c.name,
          startDate: c.startDate,
          endDate: c.endDate,
          status: 'APPROVED',
          typeLabel: colleagueLabel,
          color: null,
          department: null,
          days: null,
          requestId: null,
          colleague: true,
          locationId: c.locationId ?? null,
          startHalfDay: c.startHalfDay,
          endHalfDay: c.endHalfDay,
        }))
    : [];
  return [...own, ...others].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/** Whether the entry takes only half of this day (its first or last day, ticked as a half day). */
export const isHalfDay = (entry: CalendarEntry, date: string): boolean =>
  (date === entry.startDate && entry.startHalfDay) || (date === entry.endDate && entry.endHalfDay);
