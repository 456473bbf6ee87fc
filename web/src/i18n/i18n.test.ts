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
