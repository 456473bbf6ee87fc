import { createHash } from 'node:crypto';
import { renderInSlices } from '../../lib/cooperative';
import { addDays } from '../../lib/dates';
import { vtimezone } from './ics-time-zone';
import { translatorFor, type Translator } from '../../i18n';

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
  /** An hourly request's local times on its one day (HH:MM or HH:MM:SS); null: whole days. */
  startTime?: string | null;
  endTime?: string | null;
  /** The requester's location time zone, which those times are in. */
  timeZone?: string;
  /** What `days` counts: hours for a type counted in hours. */
  unit?: 'days' | 'hours';
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
  /** The language of the feed's texts: its owner's (English when unknown). */
  language?: string | null;
}

const PRODUCT_ID = '-//Leavewise//Leavewise//EN';
/** How often clients should fetch the feed again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH_INTERVAL = 'PT1H';
/** Events written between two turns of the event loop (a few milliseconds of work). */
const EVENTS_PER_SLICE = 100;
/** RFC 5545 §3.1: content lines are at most 75 octets, continued on the next line after CRLF and a space. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';
/** Control characters TEXT may not hold (all but TAB); CR and LF become `\n` before these are dropped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;
const NEEDS_ESCAPING = new RegExp(`[\\\\;,]|${CONTROL.source}`);
const NON_ASCII = /[\u0080-\uffff]/;

/** UIDs are stable across fetches and feeds, so a client updates an event instead of duplicating it. */
export const leaveEventUid = (id: string): string => `leave-${id}@leavewise`;
export const holidayEventUid = (id: string): string => `holiday-${id}@leavewise`;

/**
 * An RFC 5545 TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break written
 * as `\n`, other control characters dropped. Whatever a person typed (a name, notes) therefore stays
 * inside its property and can never start a property or component of its own.
 */
export function escapeText(value: string): string {
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/** Folds a content line at 75 octets of UTF-8 (§3.1), never inside a character. */
export function foldLine(line: string): string {
  if (line.length <= MAX_LINE_OCTETS && !NON_ASCII.test(line)) return line;
  let folded = '';
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < line.length;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > MAX_LINE_OCTETS) {
      folded += `${line.slice(start, i)}${CRLF} `;
      start = i;
      octets = 1; // the continuation's leading space
    }
    octets += size;
    if (pair) i++;
  }
  return folded + line.slice(start);
}

/** One content line: a property name (with its parameters) and a value already in its RFC 5545 form. */
const line = (name: string, value: string): string => foldLine(`${name}:${value}`) + CRLF;
const text = (name: string, value: string): string => line(name, escapeText(value));

/** DATE (§3.3.4) from YYYY-MM-DD, refusing anything else rather than writing it into the file. */
function date(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`not a date: ${JSON.stringify(iso)}`);
  return iso.replace(/-/g, '');
}

/** DATE-TIME in UTC (§3.3.5), e.g. 20260101T100000Z. */
const utc = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The event's local start and end as DATE-TIME form #3 values (HHMMSS), or null for whole days. */
function timesOf(event: LeaveEvent): { start: string; end: string; zone: string } | null {
  if (!event.startTime || !event.endTime) return null;
  const at = (time: string) => `${date(event.startDate)}T${time.replace(/:/g, '').padEnd(6, '0').slice(0, 6)}`;
  return { start: at(event.startTime), end: at(event.endTime), zone: event.timeZone ?? 'UTC' };
}

/** "(half day)" for a one-day half day; otherwise which end is a half day. */
export function halfDayLabel(
  event: Pick<LeaveEvent, 'startDate' | 'endDate' | 'startHalfDay' | 'endHalfDay'>,
  t: Translator = translatorFor('en'),
) {
  if (!event.startHalfDay && !event.endHalfDay) return '';
  if (event.startDate === event.endDate) return t('calendar', 'halfDay.single');
  if (event.startHalfDay && event.endHalfDay) return t('calendar', 'halfDay.both');
  return t('calendar', event.startHalfDay ? 'halfDay.start' : 'halfDay.end');
}

function summaryOf(event: LeaveEvent, t: Translator): string {
  const what = event.detailed ? event.typeName : t('calendar', 'away');
  const pending = event.status === 'pending' ? t('calendar', 'pending') : '';
  const who = event.own ? '' : `${event.personName}: `;
  return `${who}${what}${halfDayLabel(event, t)}${pending}`;
}

function descriptionOf(event: LeaveEvent, t: Translator): string {
  const times = timesOf(event);
  const lines = [
    times
      ? t('calendar', 'timedDates', {
          name: event.personName,
          date: event.startDate,
          start: event.startTime!.slice(0, 5),
          end: event.endTime!.slice(0, 5),
        })
      : t('calendar', 'dates', { name: event.personName, start: event.startDate, end: event.endDate }),
  ];
  if (event.detailed) {
    lines.push(
      t('calendar', event.unit === 'hours' ? 'detailsHours' : 'details', {
        type: event.typeName,
        days: event.days,
        hours: event.days,
        status: event.status,
        requestId: event.requestId,
      }),
    );
    if (event.own && event.notes) lines.push(t('calendar', 'notes', { notes: event.notes }));
  }
  return lines.join('\n');
}

/** The lines every all-day event starts with: DTEND is the day after the last day (exclusive). */
const allDay = (uid: string, sequence: number, stamp: Date, first: string, last: string): string =>
  text('UID', uid) +
  line('SEQUENCE', String(sequence)) +
  line('DTSTAMP', utc(stamp)) +
  line('DTSTART;VALUE=DATE', date(first)) +
  line('DTEND;VALUE=DATE', date(addDays(last, 1))) +
  line('X-MICROSOFT-CDO-ALLDAYEVENT', 'TRUE');

/** A parameter value (§3.2): IANA names need no quoting, anything else is quoted and stripped of quotes. */
const paramValue = (value: string): string =>
  /^[A-Za-z0-9_+\-/]+$/.test(value) ? value : `"${value.replace(/["\r\n]/g, '')}"`;

/** The lines a timed event starts with: local times in its zone (TZID, defined by a VTIMEZONE). */
const timed = (uid: string, sequence: number, stamp: Date, times: { start: string; end: string; zone: string }) =>
  text('UID', uid) +
  line('SEQUENCE', String(sequence)) +
  line('DTSTAMP', utc(stamp)) +
  line(`DTSTART;TZID=${paramValue(times.zone)}`, times.start) +
  line(`DTEND;TZID=${paramValue(times.zone)}`, times.end);

function leaveEvent(event: LeaveEvent, t: Translator): string {
  const uid = leaveEventUid(event.id);
  const sequence = event.status === 'approved' ? 1 : 0;
  const times = timesOf(event);
  return (
    'BEGIN:VEVENT' +
    CRLF +
    (times
      ? timed(uid, sequence, event.updatedAt, times)
      : allDay(uid, sequence, event.updatedAt, event.startDate, event.endDate)) +
    text('SUMMARY', summaryOf(event, t)) +
    line('TRANSP', event.own ? 'OPAQUE' : 'TRANSPARENT') +
    text('DESCRIPTION', descriptionOf(event, t)) +
    text('CATEGORIES', t('calendar', 'leaveCategory')) +
    line('STATUS', event.status === 'approved' ? 'CONFIRMED' : 'TENTATIVE') +
    (event.startHalfDay ? line('X-LEAVEWISE-START-HALF-DAY', 'TRUE') : '') +
    (event.endHalfDay ? line('X-LEAVEWISE-END-HALF-DAY', 'TRUE') : '') +
    line('LAST-MODIFIED', utc(event.updatedAt)) +
    'END:VEVENT' +
    CRLF
  );
}

function holidayEvent(holiday: HolidayEvent, t: Translator): string {
  return (
    'BEGIN:VEVENT' +
    CRLF +
    allDay(holidayEventUid(holiday.id), 0, new Date(`${holiday.date}T00:00:00Z`), holiday.date, holiday.date) +
    text('SUMMARY', t('calendar', 'holiday', { name: holiday.name })) +
    line('TRANSP', 'TRANSPARENT') +
    text('CATEGORIES', t('calendar', 'holidayCategory')) +
    line('STATUS', 'CONFIRMED') +
    'END:VEVENT' +
    CRLF
  );
}

/**
 * An RFC 5545 calendar of all-day events, and timed ones for hourly requests (in the requester's time
 * zone, each zone used defined by a VTIMEZONE over the years the events fall in): pending leave is TENTATIVE and approved leave CONFIRMED, half
 * days are named in the summary and marked with X-LEAVEWISE-START-HALF-DAY / X-LEAVEWISE-END-HALF-DAY,
 * and public holidays are events of their own. Every text value (the calendar's name and description
 * included) is escaped and every line folded. DTSTAMP is the request's last change, so an unchanged
 * feed is byte-for-byte the same (ETag). Written a slice of events at a time, yielding in between.
 */
export async function buildIcs(document: IcsDocument): Promise<string> {
  const head =
    'BEGIN:VCALENDAR' +
    CRLF +
    line('VERSION', '2.0') +
    text('PRODID', PRODUCT_ID) +
    line('METHOD', 'PUBLISH') +
    text('NAME', document.name) +
    text('X-WR-CALNAME', document.name) +
    text('X-WR-CALDESC', document.description) +
    line('REFRESH-INTERVAL;VALUE=DURATION', REFRESH_INTERVAL) +
    line('X-PUBLISHED-TTL', REFRESH_INTERVAL);
  const zones = new Map<string, { first: number; last: number }>();
  for (const event of document.events) {
    const times = timesOf(event);
    if (!times) continue;
    const year = Number(event.startDate.slice(0, 4));
    const seen = zones.get(times.zone);
    zones.set(times.zone, { first: Math.min(year, seen?.first ?? year), last: Math.max(year, seen?.last ?? year) });
  }
  const timeZones = [...zones]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zone, years]) => vtimezone(zone, years.first, years.last));
  const t = translatorFor(document.language);
  const events = await renderInSlices(document.events, (event) => leaveEvent(event, t), EVENTS_PER_SLICE);
  const holidays = await renderInSlices(document.holidays, (holiday) => holidayEvent(holiday, t), EVENTS_PER_SLICE);
  return [head, ...timeZones, ...events, ...holidays, `END:VCALENDAR${CRLF}`].join('');
}

export const icsEtag = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
