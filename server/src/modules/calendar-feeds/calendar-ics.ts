import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { addDays } from '../../lib/dates';

/** A leave request as a calendar event. `detailed` false: name and dates only (no type, notes or days). */
export interface LeaveEvent {
  id: string;
  requestId: string;
  personName: string;
  /** Display name of the request type, shown only when `detailed`. */
  typeName: string;
  status: 'pending' | 'approved';
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  days: number;
  notes: string | null;
  updatedAt: Date;
  detailed: boolean;
  /** The subscriber's own leave: shown as busy time. */
  own: boolean;
}

export interface HolidayEvent {
  id: string;
  date: string;
  name: string;
}

export interface IcsDocument {
  name: string;
  description: string;
  events: LeaveEvent[];
  holidays: HolidayEvent[];
}

const PRODUCT_ID = { company: 'Leavewise', product: 'Leavewise', language: 'EN' } as const;
/** UIDs are stable across fetches and feeds, so a client updates an event instead of duplicating it. */
export const leaveEventUid = (id: string): string => `leave-${id}@leavewise`;
export const holidayEventUid = (id: string): string => `holiday-${id}@leavewise`;

const plural = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** "(half day)" for a one-day half day; otherwise which end is a half day. */
export function halfDayLabel(event: Pick<LeaveEvent, 'startDate' | 'endDate' | 'startHalfDay' | 'endHalfDay'>) {
  if (!event.startHalfDay && !event.endHalfDay) return '';
  if (event.startDate === event.endDate) return ' (half day)';
  if (event.startHalfDay && event.endHalfDay) return ' (half days at start and end)';
  return event.startHalfDay ? ' (half day at start)' : ' (half day at end)';
}

function summaryOf(event: LeaveEvent): string {
  const what = event.detailed ? event.typeName : 'Away';
  const pending = event.status === 'pending' ? ' – pending approval' : '';
  const who = event.own ? '' : `${event.personName}: `;
  return `${who}${what}${halfDayLabel(event)}${pending}`;
}

function descriptionOf(event: LeaveEvent): string {
  const lines = [`${event.personName}, ${event.startDate} to ${event.endDate}.`];
  if (event.detailed) {
    lines.push(`${event.typeName}, ${plural(event.days)}, ${event.status}. Request ${event.requestId}.`);
    if (event.own && event.notes) lines.push(`Notes: ${event.notes}`);
  }
  return lines.join('\n');
}

/**
 * An RFC 5545 calendar of all-day events: DTEND is the day after the last day (exclusive), pending
 * leave is TENTATIVE and approved leave CONFIRMED, half days are named in the summary and marked with
 * X-LEAVEWISE-START-HALF-DAY / X-LEAVEWISE-END-HALF-DAY, and public holidays are events of their own.
 * DTSTAMP is the request's last change, so an unchanged feed is byte-for-byte the same (ETag).
 */
export function buildIcs(document: IcsDocument): string {
  const calendar = ical({
    name: document.name,
    description: document.description,
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const event of document.events) {
    calendar.createEvent({
      id: leaveEventUid(event.id),
      start: event.startDate,
      end: addDays(event.endDate, 1),
      allDay: true,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      sequence: event.status === 'approved' ? 1 : 0,
      summary: summaryOf(event),
      description: descriptionOf(event),
      status: event.status === 'approved' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      transparency: event.own ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
      categories: [{ name: 'Leave' }],
      x: [
        ...(event.startHalfDay ? [{ key: 'X-LEAVEWISE-START-HALF-DAY', value: 'TRUE' }] : []),
        ...(event.endHalfDay ? [{ key: 'X-LEAVEWISE-END-HALF-DAY', value: 'TRUE' }] : []),
      ],
    });
  }
  for (const holiday of document.holidays) {
    calendar.createEvent({
      id: holidayEventUid(holiday.id),
      start: holiday.date,
      end: addDays(holiday.date, 1),
      allDay: true,
      stamp: new Date(`${holiday.date}T00:00:00Z`),
      summary: `Public holiday: ${holiday.name}`,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      categories: [{ name: 'Public holiday' }],
    });
  }
  return calendar.toString();
}

export const icsEtag = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
