import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import english from '../../i18n/locales/en/balances.json';
import { KIND_FILTERS, kindLabel, signedDays } from './ledgerLabels';

describe('ledger labels', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('balances');
  });

  it('signs days with a plus or a real minus sign', () => {
    expect(signedDays(2.5)).toBe('+2.5 days');
    expect(signedDays(-1)).toBe('−1 day');
    expect(signedDays(0)).toBe('0 days');
  });

  it('writes the figure in the screen language', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(signedDays(-2.5)).toBe('−2,5 Tage');
      expect(signedDays(1)).toBe('+1 Tag');
      expect(kindLabel('ALLOWANCE')).toBe('Jahresanspruch');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('puts every kind of entry in exactly one filter group', () => {
    const grouped = KIND_FILTERS.flatMap((filter) => filter.kinds ?? []);
    expect(grouped.sort()).toEqual(Object.keys(english.kinds).sort());
  });
});
