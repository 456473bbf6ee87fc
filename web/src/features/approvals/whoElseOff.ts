import { addDays } from '../../lib/dates';

/** Someone's leave as the Team Calendar lists it. */
export interface LeaveOnCalendar {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  requester: { id: string; fullName: string; department?: string | null };
}

/** A request waiting for a decision. */
export interface Decision {
  id: string;
  startDate: string;
  endDate: string;
  requester: { id: string; department?: string | null };
}

export interface OffAlongside {
  name: string;
  status: 'APPROVED' | 'PENDING';
  startDate: string;
  endDate: string;
}

/** The longest span one Team Calendar query may cover (the server refuses a longer one). */
const LONGEST_SPAN_DAYS = 365;

/**
 * The days to ask the Team Calendar about so one query covers every waiting request: from the first
 * start to the last end, cut to the longest span the server answers. Null when nothing waits.
 */
export function calendarSpan(requests: readonly Decision[]): { start: string; end: string } | null {
  if (!requests.length) return null;
  const start = requests.map((r) => r.startDate).reduce((a, b) => (a < b ? a : b));
  const last = requests.map((r) => r.endDate).reduce((a, b) => (a > b ? a : b));
  const limit = addDays(start, LONGEST_SPAN_DAYS - 1);
  return { start, end: last < limit ? last : limit };
}

/**
 * Who else in the requester's team (their department, when they have one) is off on any day of the
 * request, approved or pending, one line a person, from the Team Calendar's entries. Null when the
 * calendar did not cover the request's days, so nothing is claimed about them.
 */
export function whoElseOff(
  request: Decision,
  entries: readonly LeaveOnCalendar[],
  span: { start: string; end: string },
): OffAlongside[] | null {
  if (request.startDate < span.start || request.endDate > span.end) return null;
  const department = request.requester.department?.toLowerCase();
  const byPerson = new Map<string, OffAlongside>();
  for (const entry of entries) {
    if (entry.id === request.id || entry.requester.id === request.requester.id) continue;
    if (entry.status !== 'APPROVED' && entry.status !== 'PENDING') continue;
    if (entry.endDate < request.startDate || entry.startDate > request.endDate) continue;
    if (department && entry.requester.department?.toLowerCase() !== department) continue;
    const known = byPerson.get(entry.requester.id);
    // One line a person: an approved absence says more than a pending one.
    if (known && (known.status === 'APPROVED' || entry.status === 'PENDING')) continue;
    byPerson.set(entry.requester.id, {
      name: entry.requester.fullName,
      status: entry.status,
      startDate: entry.startDate,
      endDate: entry.endDate,
    });
  }
  return [...byPerson.values()].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
}
