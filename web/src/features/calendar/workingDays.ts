import type { Weekday } from '../../__generated__/graphql';

const WEEKDAY_ORDER: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

export interface LocationDays {
  location: { id: string; weekendDays: readonly Weekday[] };
  daysOff: readonly { date: string; name: string; halfDay: boolean }[];
}

/** What a date is for the people of a location: worked, their weekend, or a (half) day off. */
export interface DayKind {
  weekend: boolean;
  holiday: { name: string; halfDay: boolean } | null;
}

/** Each location's weekend and days off, asked by location id and date. */
export class WorkingDays {
  private readonly byLocation: Map<
    string,
    { weekend: Set<number>; days: Map<string, { name: string; halfDay: boolean }> }
  >;

  constructor(calendars: readonly LocationDays[]) {
    this.byLocation = new Map(
      calendars.map((calendar) => [
        calendar.location.id,
        {
          weekend: new Set(calendar.location.weekendDays.map((day) => WEEKDAY_ORDER.indexOf(day))),
          days: new Map(calendar.daysOff.map((day) => [day.date, { name: day.name, halfDay: day.halfDay }])),
        },
      ]),
    );
  }

  kindOf(locationId: string | null | undefined, date: string): DayKind {
    const calendar = locationId ? this.byLocation.get(locationId) : undefined;
    if (!calendar) return { weekend: false, holiday: null };
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { weekend: calendar.weekend.has(weekday), holiday: calendar.days.get(date) ?? null };
  }

  /** Whether the people of a location do not work that date at all (their weekend or a whole day off). */
  isDayOff(locationId: string | null | undefined, date: string): boolean {
    const kind = this.kindOf(locationId, date);
    return kind.weekend || (kind.holiday !== null && !kind.holiday.halfDay);
  }
}
