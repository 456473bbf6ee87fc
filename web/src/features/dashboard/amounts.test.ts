import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatAmount, formatFigure } from './amounts';

describe('amounts of leave', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('dashboard');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes days with their plural and hours with h, to hundredths', async () => {
    await i18n.changeLanguage('en');
    expect(formatAmount(1, 'DAYS')).toBe('1 day');
    expect(formatAmount(2.254, null)).toBe('2.25 days');
    expect(formatAmount(1600, 'HOURS')).toBe('1600 h');
    expect(formatFigure(7.5)).toBe('7.5');
  });

  it('follows the screen language', async () => {
    await i18n.changeLanguage('de');
    expect(formatAmount(2.5, 'DAYS')).toBe('2,5 Tage');
    expect(formatAmount(1, 'DAYS')).toBe('1 Tag');
    expect(formatAmount(7.5, 'HOURS')).toBe('7,5 h');
    await i18n.changeLanguage('es');
    expect(formatAmount(3, 'DAYS')).toBe('3 días');
  });
});
