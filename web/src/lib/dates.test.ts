import { describe, expect, it } from 'vitest';
import { balanceHint, formatDateRange, inclusiveDays, requestedDays, timeAgo } from './dates';

describe('requestedDays', () => {
  it('counts calendar days inclusively', () => {
    expect(requestedDays('2026-03-02', '2026-03-06', false, false)).toBe(5);
    expect(requestedDays('2026-03-02', '2026-03-02', false, false)).toBe(1);
  });

  it('subtracts half a day for each half-day box', () => {
    expect(requestedDays('2026-03-02', '2026-03-06', true, false)).toBe(4.5);
    expect(requestedDays('2026-03-02', '2026-03-06', true, true)).toBe(4);
  });

  it('crosses months, leap days and daylight-saving changes', () => {
    expect(inclusiveDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(inclusiveDays('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('is zero when the end is before the start', () => {
    expect(requestedDays('2026-03-06', '2026-03-02', false, false)).toBe(0);
  });
});

describe('balanceHint', () => {
  it('warns when the request exceeds the available days', () => {
    expect(balanceHint(6, 4)).toEqual({
      status: 'warning',
      message: "You're requesting 6 days but only have 4 days available.",
    });
    expect(balanceHint(2.5, 2)?.message).toBe("You're requesting 2.5 days but only have 2 days available.");
  });

  it('informs when the request uses more than 80% of the available days', () => {
    const hint = balanceHint(9, 10);
    expect(hint?.status).toBe('info');
    expect(hint?.message).toContain('1 days will remain');
  });

  it('stays quiet at or below 80%', () => {
    expect(balanceHint(8, 10)).toBeNull();
    expect(balanceHint(0, 10)).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('uses the spec labels', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('Just now');
    expect(timeAgo('2026-03-10T11:15:00Z', now)).toBe('45m ago');
    expect(timeAgo('2026-03-09T13:00:00Z', now)).toBe('23h ago');
    expect(timeAgo('2026-03-05T12:00:00Z', now)).toBe('5d ago');
    expect(timeAgo('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });
});

describe('formatDateRange', () => {
  const now = new Date(2026, 10, 26);
  // ICU puts thin or no spaces around the dash depending on its version: compare words only.
  const range = (start: string, end: string, locale: string) =>
    formatDateRange(start, end, now, locale)
      .replace(/\s*–\s*/g, ' – ')
      .replace(/\s/g, ' ');

  it('never breaks a line inside a range', () => {
    expect(formatDateRange('2026-12-31', '2027-01-04', now, 'en-US')).not.toMatch(/[ \u2009]/);
  });

  it('leaves out the current year and says a year only once', () => {
    expect(range('2026-12-10', '2026-12-14', 'en-GB')).toBe('10 – 14 Dec');
    expect(range('2026-12-31', '2027-01-04', 'en-GB')).toBe('31 Dec – 4 Jan 2027');
    expect(range('2027-01-15', '2027-01-17', 'en-GB')).toBe('15 – 17 Jan 2027');
    expect(range('2025-03-09', '2025-03-09', 'en-GB')).toBe('9 Mar 2025');
  });

  it("follows the locale's order of day and month", () => {
    expect(range('2026-12-31', '2027-01-04', 'en-US')).toBe('Dec 31 – Jan 4, 2027');
    expect(range('2026-11-28', '2026-12-02', 'en-US')).toBe('Nov 28 – Dec 2');
  });
});

describe('dates in the screen language', () => {
  it("writes dates and times in the screen's language, not the browser's", async () => {
    const { formatDate, formatDateTime } = await import('./dates');
    const { i18n } = await import('../i18n');
    await i18n.changeLanguage('de');
    expect(formatDate('2026-03-03')).toBe('3. März 2026');
    expect(formatDateTime('2026-03-03T12:00:00Z')).toMatch(/^3\. März 2026/);
    await i18n.changeLanguage('fr');
    expect(formatDate('2026-03-03')).toBe('3 mars 2026');
    await i18n.changeLanguage('en');
  });
});
