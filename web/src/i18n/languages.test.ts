import { describe, expect, it } from 'vitest';
import { browserLanguage, supportedLanguage } from './languages';
import { firstDayOfWeek, formatLocale, formatNumber, weekdays } from './format';

describe('languages', () => {
  it('maps a BCP 47 tag to a language Leavewise speaks, or none', () => {
    expect(supportedLanguage('de-AT')).toBe('de');
    expect(supportedLanguage('FR_ca')).toBe('fr');
    expect(supportedLanguage('es')).toBe('es');
    expect(supportedLanguage('it-IT')).toBeNull();
    expect(supportedLanguage('')).toBeNull();
    expect(supportedLanguage(null)).toBeNull();
  });

  it("takes the browser's first language that Leavewise speaks, else English", () => {
    expect(browserLanguage(['it-IT', 'fr-FR', 'de'])).toBe('fr');
    expect(browserLanguage(['ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

describe('formats', () => {
  it("writes dates in the browser's variant of the screen's language, else the language", () => {
    expect(formatLocale('en', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(formatLocale('de', ['en-GB', 'de-AT'])).toBe('de-AT');
    expect(formatLocale('fr', ['en-US'])).toBe('fr');
  });

  it("starts the week on the locale's first day", () => {
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(weekdays('long', 'de-DE').map((day) => day.name)[0]).toBe('Montag');
    expect(weekdays('short', 'en-US')[0]).toEqual({ iso: 7, name: 'Sun' });
  });

  it('writes numbers as the locale does', () => {
    expect(formatNumber(1.5, 2, 'de-DE')).toBe('1,5');
    expect(formatNumber(1234.5, 1, 'fr-FR')).toBe('1\u202f234,5');
  });
});

describe('the i18n instance', () => {
  it('translates with ICU plurals and numbers in the chosen language, falling back to English', async () => {
    const { i18n, setLanguage } = await import('./i18n');
    await setLanguage('en');
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('units.days', { count: 1 })).toBe('1 day');
    expect(i18n.t('units.days', { count: 2.5 })).toBe('2.5 days');
    await setLanguage('de');
    expect(i18n.t('actions.save')).toBe('Speichern');
    expect(i18n.t('units.days', { count: 2.5 })).toBe('2,5 Tage');
    await setLanguage('fr');
    expect(i18n.t('units.days', { count: 0.5 })).toBe('0,5 jour');
    await setLanguage('xx');
    expect(i18n.language).toBe('fr');
    await setLanguage('en');
  });
});
