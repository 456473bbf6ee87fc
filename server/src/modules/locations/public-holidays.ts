/**
 * Public holidays from the `date-holidays` library (ISO 3166 countries and regions, local names).
 * The library is data we keep up to date by upgrading it; a location's own edits are stored apart,
 * keyed by date, so they survive an upgrade that moves or renames a day.
 */
import Holidays from 'date-holidays';

export interface LibraryHoliday {
  date: string;
  /** The holiday's name in the country's own language. */
  name: string;
}

export interface CountryOption {
  code: string;
  name: string;
}

// Only the days the law gives off: bank holidays, observances and school days are not days off at work.
const DAY_OFF_TYPES = new Set(['public']);

const calendars = new Map<string, Holidays>();
const years = new Map<string, LibraryHoliday[]>();

function calendarOf(country: string, region: string | null): Holidays {
  const key = `${country}|${region ?? ''}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = region ? new Holidays(country, region) : new Holidays(country);
    calendars.set(key, calendar);
  }
  return calendar;
}

/** Every country the library knows, by ISO 3166-1 code, named in English. */
export function libraryCountries(): CountryOption[] {
  const countries = new Holidays().getCountries('en') ?? {};
  return Object.entries(countries)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The regions (ISO 3166-2 subdivision codes without the country) of a country; [] when it has none. */
export function libraryRegions(country: string): CountryOption[] {
  const regions = new Holidays().getStates(country, 'en') ?? {};
  return Object.entries(regions)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const isLibraryCountry = (country: string): boolean =>
  Object.prototype.hasOwnProperty.call(new Holidays().getCountries('en') ?? {}, country);

export const isLibraryRegion = (country: string, region: string): boolean =>
  Object.prototype.hasOwnProperty.call(new Holidays().getStates(country, 'en') ?? {}, region);

/** The public holidays of a country (and region) in a year, one per date, in date order. */
export function libraryHolidays(country: string, region: string | null, year: number): LibraryHoliday[] {
  const key = `${country}|${region ?? ''}|${year}`;
  const cached = years.get(key);
  if (cached) return cached;
  const byDate = new Map<string, LibraryHoliday>();
  for (const holiday of calendarOf(country, region).getHolidays(year) ?? []) {
    if (!DAY_OFF_TYPES.has(holiday.type)) continue;
    const date = holiday.date.slice(0, 10);
    // Two holidays on one date (Easter Sunday and a Sunday rule) are one day off, under the first name.
    if (!byDate.has(date) && date.startsWith(String(year))) byDate.set(date, { date, name: holiday.name });
  }
  const list = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  years.set(key, list);
  return list;
}
