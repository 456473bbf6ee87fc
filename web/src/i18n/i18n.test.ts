import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';

describe('compiling messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the language as Intl's locale without asking Intl which locales it supports, and still formats", async () => {
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    i18n.addResourceBundle('de', 'probe', {
      count: '{n, plural, one {# Tag} other {# Tage}}',
      total: '{n, number} Stunden',
    });
    const t = i18n.getFixedT('de', 'probe');
    expect(t('count', { n: 1 })).toBe('1 Tag');
    expect(t('count', { n: 3 })).toBe('3 Tage');
    expect(t('total', { n: 1234.5 })).toBe('1.234,5 Stunden');
    expect(supportedLocalesOf).not.toHaveBeenCalled();
  });
});

describe('plain messages', () => {
  /** The messages ICU compiled and keeps, by language, namespace and key. */
  const compiled = () => (i18n.services.i18nFormat as unknown as { mem: Record<string, Record<string, unknown>> }).mem;

  it('are shown as written without being compiled, and the others as ICU formats them', () => {
    i18n.addResourceBundle('en', 'plain', {
      title: 'My Dashboard',
      apostrophe: "Don't miss today's requests",
      tagged: 'Read the <0>leave policy</0> first',
      quoted: "It''s {n, plural, one {# day} other {# days}}",
      escaped: "Braces look like '{'this'}'",
      doubled: "Two apostrophes '' make one",
      named: 'Welcome back, {name}.',
    });
    const t = i18n.getFixedT('en', 'plain');
    expect(t('title')).toBe('My Dashboard');
    expect(t('apostrophe')).toBe("Don't miss today's requests");
    expect(t('tagged')).toBe('Read the <0>leave policy</0> first');
    expect(Object.keys(compiled().en?.plain ?? {})).toEqual([]);

    expect(t('quoted', { n: 2 })).toBe("It's 2 days");
    expect(t('escaped')).toBe('Braces look like {this}');
    expect(t('doubled')).toBe("Two apostrophes ' make one");
    expect(t('named', { name: 'Alex' })).toBe('Welcome back, Alex.');
    expect(Object.keys(compiled().en?.plain ?? {}).sort()).toEqual(['doubled', 'escaped', 'named', 'quoted']);
  });
});
