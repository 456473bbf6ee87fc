/**
 * VTIMEZONE components (RFC 5545 §3.6.5) from the IANA data the runtime carries (Intl): every timed
 * event names its zone with TZID, and the calendar must then define that zone. Each observance is one
 * real change of offset in the years the feed covers (no RRULE to guess), so clients that do not
 * know the zone's name still place the hours exactly.
 */
const CRLF = '\r\n';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetMinutes(zone: string, instant: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** +HHMM / -HHMM (UTC-OFFSET, §3.3.14). */
const utcOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** A local DATE-TIME without zone (form #1), e.g. 20260329T020000. */
const localDateTime = (instant: number, offset: number): string =>
  new Date(instant + offset * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

/** The instants the zone's offset changes in [from, to), to the minute. */
export function transitions(zone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  let previous = offsetMinutes(zone, from);
  for (let day = from + DAY; day <= to; day += DAY) {
    const offset = offsetMinutes(zone, day);
    if (offset === previous) continue;
    // The change lies in (day - DAY, day]: narrow it to the minute.
    let low = day - DAY;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(zone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return found;
}

/**
 * The VTIMEZONE of a zone for the years from `firstYear` to `lastYear`: the offset in force when they
 * begin, then each change inside them (DAYLIGHT when clocks go forward, STANDARD when they go back).
 */
export function vtimezone(zone: string, firstYear: number, lastYear: number): string {
  const from = Date.UTC(firstYear, 0, 1);
  const to = Date.UTC(lastYear + 1, 0, 1);
  const initial = offsetMinutes(zone, from);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, before: number, after: number) =>
    [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `END:${kind}`,
    ].join(CRLF) + CRLF;
  let body = observance('STANDARD', localDateTime(from, initial), initial, initial);
  for (const change of transitions(zone, from, to))
    body += observance(
      change.after > change.before ? 'DAYLIGHT' : 'STANDARD',
      // DTSTART is the wall-clock time the change happens at, read under the offset before it.
      localDateTime(change.at, change.before),
      change.before,
      change.after,
    );
  return `BEGIN:VTIMEZONE${CRLF}TZID:${zone}${CRLF}${body}END:VTIMEZONE${CRLF}`;
}
