/** IANA time zones through the runtime's own Intl data: a person's local date, DST included. */
import { clock } from '../../lib/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The canonical name of an IANA time zone (`europe/london` → `Europe/London`), or null when unknown. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The date (YYYY-MM-DD) it is in a time zone at an instant (now by default). */
export const localDateIn = (zone: string, instant: Date = clock.now()): string => formatterFor(zone).format(instant);
