import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { balanceHint, formatDate, formatDateRange, formatDays, inclusiveDays, requestedDays, timeAgo } from './dates';

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
    expect(hint?.message).toContain('1 day will remain');
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

describe("in the screen's language", () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const inLanguage = async (language: string, check: () => void) => {
    await i18n.changeLanguage(language);
    try {
      check();
    } finally {
      await i18n.changeLanguage('en');
    }
  };

  it('writes dates the German way', async () => {
    await inLanguage('de', () => {
      expect(formatDate('2026-03-03', 'de')).toBe('3. März 2026');
      expect(formatDate('2026-03-03')).toBe('3. März 2026');
      expect(formatDateRange('2026-03-03', '2026-03-05', now).replace(/\s/g, ' ')).toMatch(/^3\. ?– ?5\. März$/);
      expect(formatDays(2.5)).toBe('2,5');
    });
  });

  it('says how long ago and warns in the language, with its plurals', async () => {
    await inLanguage('de', () => {
      expect(timeAgo('2026-03-10T11:15:00Z', now)).toBe('vor 45 Min.');
      expect(balanceHint(1, 0.5)?.message).toBe('Sie beantragen 1 Tag, haben aber nur 0,5 Tage verfügbar.');
      expect(balanceHint(6, 4, 'Emma')?.message).toBe('Emma beantragt 6 Tage, hat aber nur 4 Tage verfügbar.');
    });
    await inLanguage('fr', () => {
      expect(timeAgo('2026-03-09T13:00:00Z', now)).toBe('il y a 23 h');
      expect(balanceHint(9, 10)?.message).toBe(
        'Cette demande utilise l’essentiel de votre solde\u202f: il restera 1 jour.',
      );
    });
  });

  it('names the requester in English too', () => {
    expect(balanceHint(6, 4, 'Emma')?.message).toBe('Emma requests 6 days but only has 4 days available.');
    expect(balanceHint(9, 10)?.message).toBe('This request uses most of your balance: 1 day will remain.');
  });
});
