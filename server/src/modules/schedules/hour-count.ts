/**
 * Counting a request of a type counted in hours: a time on one day in real local hours (a change of
 * clocks inside it counts what the clock skipped or repeated), or whole days at the hours the person's
 * schedule gives each of them. People without a schedule work a full-time week spread over their
 * location's working weekdays; never a fixed 8 hours.
 */
import { eachDate, parseIsoDate } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import type { WorkCalendar } from '../locations';

export interface HourRange {
  startDate: string;
  endDate: string;
  startHalfDay?: boolean | null;
  endHalfDay?: boolean | null;
  /** HH:MM local time, with endTime, for a request on one day. */
  startTime?: string | null;
  endTime?: string | null;
}

export interface HourCount {
  hours: number;
  years: { year: number; days: number }[];
  summary: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
export const formatHours = (hours: number): string => `${round2(hours)} h`;

/** The UTC instant of a local date and time in a zone (a time the clocks skip is read as after the change). */
export function zonedInstant(date: string, time: string, zone: string): number {
  const [hour, minute] = time.split(':').map(Number);
  const wall = parseIsoDate(date)!.getTime() + (hour * 60 + minute) * 60_000;
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - instant;
  };
  // The offsets in force half a day either side; a wall time is valid under the offset it maps back to.
  const before = offsetAt(wall - 43_200_000);
  const after = offsetAt(wall + 43_200_000);
  const valid = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetAt(instant) === instant);
  return valid.length ? Math.min(...valid) : wall - before;
}

/** Checks an HH:MM time as entered. */
export function checkTime(value: string | null | undefined, field: string, label: string): string {
  if (!value || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    throw badInput(`${label} must be a time written HH:MM`, field);
  return value;
}

/** The hours a person works on a date: their schedule's, else the full-time week over the location's working days. */
export function hoursOfDay(calendar: WorkCalendar, date: string, fullTimeHours: number): number {
  const worth = calendar.worth(date);
  if (worth === 0) return 0;
  const scheduled = calendar.scheduledHours(date);
  const full = scheduled ?? fullTimeHours / Math.max(1, 7 - calendar.weekendDays.length);
  return round2(full * worth);
}

/** Counts an hourly request against the person's calendar and schedule; refuses a time outside them. */
export function countHours(range: HourRange, calendar: WorkCalendar, zone: string, fullTimeHours: number): HourCount {
  if (range.startTime || range.endTime) {
    const start = checkTime(range.startTime, 'startTime', 'Start time');
    const end = checkTime(range.endTime, 'endTime', 'End time');
    if (range.startDate !== range.endDate)
      throw badInput('A request with a start and end time is on one day', 'endDate');
    if (end <= start) throw badInput('End time must be after start time', 'endTime');
    const date = range.startDate;
    const day = longDate.format(parseIsoDate(date)!);
    const available = hoursOfDay(calendar, date, fullTimeHours);
    if (available === 0) throw badInput(`${day} is not one of your working days`, 'startDate');
    const hours = round2((zonedInstant(date, end, zone) - zonedInstant(date, start, zone)) / 3_600_000);
    if (hours > available)
      throw badInput(`${formatHours(hours)} is more than you work on ${day} (${formatHours(available)})`, 'endTime');
    return {
      hours,
      years: [{ year: Number(date.slice(0, 4)), days: hours }],
      summary: `${formatHours(hours)} on ${day}, ${start}–${end}`,
    };
  }
  const perYear = new Map<number, number>();
  const counted: string[] = [];
  const dates = [...eachDate(range.startDate, range.endDate)];
  for (const date of dates) {
    let hours = hoursOfDay(calendar, date, fullTimeHours);
    // A half-day box takes half of that day's hours (on a full working day, as day counting does).
    const halved =
      (date === range.startDate && range.startHalfDay) ||
      (date === range.endDate && range.endHalfDay && dates.length > 1);
    if (halved && calendar.worth(date) === 1) hours = round2(hours / 2);
    if (hours <= 0) continue;
    counted.push(`${weekday.format(parseIsoDate(date)!)} ${formatHours(hours)}`);
    const year = Number(date.slice(0, 4));
    perYear.set(year, round2((perYear.get(year) ?? 0) + hours));
  }
  const hours = round2([...perYear.values()].reduce((sum, value) => sum + value, 0));
  return {
    hours,
    years: [...perYear].map(([year, days]) => ({ year, days })),
    summary: counted.length <= 7 ? `${formatHours(hours)}: ${counted.join(', ')}` : formatHours(hours),
  };
}
