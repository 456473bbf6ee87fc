/**
 * When a schedule was last due. Two forms, in UTC:
 * - a five-field cron expression `minute hour day-of-month month day-of-week` with `*`, lists (`1,15`),
 *   ranges (`1-5`) and steps (`*\/10`, `8-18/2`); day-of-week 0-7 with 0 and 7 Sunday; when both day
 *   fields are restricted a day matching either is due (cron's rule);
 * - `@every <n><s|m|h|d>`: periods of that length counted from the Unix epoch (e.g. `@every 30s`).
 */
export interface ParsedSchedule {
  /** The latest instant at or before `now` when the schedule was due. */
  previous(now: Date): Date;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function parseField(text: string, min: number, max: number, name: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Invalid cron ${name} field "${text}"`);
    const step = match[4] ? Number(match[4]) : 1;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    if (step < 1 || from < min || to > max || from > to) throw new Error(`Invalid cron ${name} field "${text}"`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseSchedule(expression: string): ParsedSchedule {
  const every = /^@every\s+(\d+)\s*([smhd])$/.exec(expression.trim());
  if (every) {
    const period = Number(every[1]) * UNIT_MS[every[2]];
    if (period <= 0) throw new Error(`Invalid schedule "${expression}"`);
    return { previous: (now) => new Date(Math.floor(now.getTime() / period) * period) };
  }
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Invalid schedule "${expression}": five cron fields or @every <n><s|m|h|d>`);
  const minutes = parseField(fields[0], 0, 59, 'minute');
  const hours = parseField(fields[1], 0, 23, 'hour');
  const days = parseField(fields[2], 1, 31, 'day-of-month');
  const months = parseField(fields[3], 1, 12, 'month');
  const weekdays = new Set([...parseField(fields[4], 0, 7, 'day-of-week')].map((day) => day % 7));
  const dayRestricted = fields[2] !== '*';
  const weekdayRestricted = fields[4] !== '*';
  const dayMatches = (date: Date) => {
    if (!months.has(date.getUTCMonth() + 1)) return false;
    const byDay = days.has(date.getUTCDate());
    const byWeekday = weekdays.has(date.getUTCDay());
    if (dayRestricted && weekdayRestricted) return byDay || byWeekday;
    return (!dayRestricted || byDay) && (!weekdayRestricted || byWeekday);
  };
  const latest = (values: Set<number>, atMost: number) => {
    let best = -1;
    for (const value of values) if (value <= atMost && value > best) best = value;
    return best;
  };
  return {
    previous(now) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      // Walk back day by day (at most ~4 years, for 29 February) to the last due minute.
      for (let back = 0; back < 1500; back++) {
        if (dayMatches(day)) {
          const today = back === 0;
          for (let hour = latest(hours, today ? now.getUTCHours() : 23); hour >= 0; hour = latest(hours, hour - 1)) {
            const minuteLimit = today && hour === now.getUTCHours() ? now.getUTCMinutes() : 59;
            const minute = latest(minutes, minuteLimit);
            if (minute >= 0) return new Date(day.getTime() + hour * 3_600_000 + minute * 60_000);
          }
        }
        day.setUTCDate(day.getUTCDate() - 1);
      }
      throw new Error(`Schedule "${expression}" is never due`);
    },
  };
}
