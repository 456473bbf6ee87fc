/**
 * A location's working calendar as pure data: which weekdays are its weekend and which dates are its
 * days off (public holidays from the library, the company's own days, half days). Day counting, the
 * staffing minimums, the team calendar and the feeds ask it whether a date is worked.
 */
import { parseIsoDate } from '../../lib/dates';

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay` numbers them. */
export type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Saturday and Sunday: the weekend of the default location and of a new one unless chosen otherwise. */
export const SATURDAY_SUNDAY: readonly WeekdayNumber[] = [6, 0];

export interface DayOff {
  date: string;
  name: string;
  /** Only the afternoon (or the morning) is off: the day counts half. */
  halfDay: boolean;
}

/** A person's own hours on a date from their working schedule; null: they have none then (full time). */
export type ScheduledHours = (date: string) => number | null;

export class WorkCalendar {
  private readonly weekend: ReadonlySet<number>;
  private readonly days: ReadonlyMap<string, DayOff>;

  constructor(
    weekendDays: readonly number[],
    daysOff: Iterable<DayOff>,
    /** A part-timer's schedule: a day of zero hours is not their working day. */
    readonly scheduledHours: ScheduledHours = () => null,
  ) {
    this.weekend = new Set(weekendDays);
    this.days = new Map([...daysOff].map((day) => [day.date, day]));
  }

  /** The same location's calendar for one person with a working schedule. */
  withSchedule(scheduledHours: ScheduledHours): WorkCalendar {
    return new WorkCalendar(this.weekend.size ? [...this.weekend] : [], this.days.values(), scheduledHours);
  }

  /**
   * Why the person does not work a date, holidays aside: the location's weekend, or their own day off
   * (a weekday their schedule gives no hours). A schedule with hours on a weekend day works it.
   */
  restsOn(date: string): 'weekend' | 'own' | null {
    const hours = this.scheduledHours(date);
    if (hours === null || hours === 0) return this.isWeekend(date) ? 'weekend' : hours === 0 ? 'own' : null;
    return null;
  }

  /** The spec's default calendar: Saturday and Sunday off, no holidays. */
  static readonly PLAIN = new WorkCalendar(SATURDAY_SUNDAY, []);

  isWeekend(date: string): boolean {
    return this.weekend.has(parseIsoDate(date)!.getUTCDay());
  }

  /** The day off on that date (a holiday or a company day), if any. */
  dayOff(date: string): DayOff | undefined {
    return this.days.get(date);
  }

  /** How much of a day is worked: 1, 0.5 on a half-day holiday, 0 on the weekend, a holiday or the person's day off. */
  worth(date: string): number {
    if (this.restsOn(date)) return 0;
    const off = this.days.get(date);
    return off ? (off.halfDay ? 0.5 : 0) : 1;
  }

  isWorkingDay(date: string): boolean {
    return this.worth(date) > 0;
  }

  get weekendDays(): number[] {
    return [...this.weekend].sort((a, b) => a - b);
  }
}
