import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl';

describe("Intl's formatters", () => {
  it('are made once per locale and options, and format as Intl does', () => {
    const days = numberFormat('de', { maximumFractionDigits: 1, useGrouping: false });
    expect(numberFormat('de', { maximumFractionDigits: 1, useGrouping: false })).toBe(days);
    expect(numberFormat('de', { maximumFractionDigits: 2, useGrouping: false })).not.toBe(days);
    expect(numberFormat('en', { maximumFractionDigits: 1, useGrouping: false })).not.toBe(days);
    expect(days.format(1234.56)).toBe('1234,6');

    const short = dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(short);
    expect(short.format(new Date(Date.UTC(2026, 11, 10)))).toBe('10 Dec');

    expect(listFormat('fr', { type: 'conjunction' }).format(['Ana', 'Ben', 'Chloé'])).toBe('Ana, Ben et Chloé');
    expect(listFormat('fr', { type: 'conjunction' })).toBe(listFormat('fr', { type: 'conjunction' }));
  });
});
