import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n';
import {
  daysLabel,
  defaultReportPeriod,
  formatReportValue,
  monthLabel,
  percent,
  splitDepartments,
} from './analyticsFormat';
import { columnLabel, reportTitle, summaryLabel } from './reportText';

let en: TFunction;
let de: TFunction;
beforeAll(async () => {
  await i18n.reloadResources(['en', 'de'], ['common', 'admin-analytics']);
  en = i18n.getFixedT('en', 'admin-analytics');
  de = i18n.getFixedT('de', 'admin-analytics');
});

describe('analytics formatting', () => {
  it('names months for tables and chart axes, in the locale', () => {
    expect(monthLabel('2026-03', false, 'en-US')).toBe('Mar 2026');
    expect(monthLabel('2026-12', true, 'en-US')).toBe('Dec');
    expect(monthLabel('2026-03', false, 'de-DE')).toBe('März 2026');
    expect(monthLabel('2026-05', true, 'fr-FR')).toBe('mai');
  });

  it('prints report numbers to 2 decimals and leaves text and whole numbers alone', () => {
    expect(formatReportValue(33.333333, 'en-US')).toBe('33.33');
    expect(formatReportValue(2.5, 'en-US')).toBe('2.50');
    expect(formatReportValue(12, 'en-US')).toBe('12');
    expect(formatReportValue(1234.5, 'en-US')).toBe('1234.50');
    expect(formatReportValue(12345, 'en-US')).toBe('12,345');
    expect(formatReportValue(2.5, 'de-DE')).toBe('2,50');
    expect(formatReportValue('Engineering')).toBe('Engineering');
    expect(formatReportValue(null)).toBe('—');
  });

  it('writes rates as the locale does', () => {
    expect(percent(43.84, 'en-US')).toBe('43.8%');
    expect(percent(80, 'en-US')).toBe('80%');
    expect(percent(43.84, 'de-DE')).toBe('43,8\u00a0%');
  });

  it('defaults a report to 1 January of this year until today', () => {
    expect(defaultReportPeriod(new Date(2026, 10, 23))).toEqual({ startDate: '2026-01-01', endDate: '2026-11-23' });
    // An April leave year: the report covers the leave year so far.
    expect(defaultReportPeriod(new Date(2027, 1, 10), '2026-04-01')).toEqual({
      startDate: '2026-04-01',
      endDate: '2027-02-10',
    });
  });

  it('splits departments on commas, trimmed, without empties or repeats', () => {
    expect(splitDepartments(' Engineering, ,Sales ,Engineering,')).toEqual(['Engineering', 'Sales']);
    expect(splitDepartments('')).toEqual([]);
  });

  it('labels days with one decimal, in the language', () => {
    expect(daysLabel(1.234, en)).toBe('1.2 days');
    expect(daysLabel(1, en)).toBe('1 day');
    expect(daysLabel(1.234, de)).toBe('1,2 Tage');
    expect(daysLabel(null, en)).toBe('—');
  });
});

describe("a custom report's words", () => {
  it('titles a report by its type', () => {
    expect(reportTitle(en, 'PTO_UTILIZATION')).toBe('PTO Utilization Report');
    expect(reportTitle(de, 'MONTHLY_SUMMARY')).toBe('Monatsbericht');
  });

  it("names columns by key, keeping the server's processing target", () => {
    expect(columnLabel(en, { key: 'withinTarget', label: 'Within 24 h' })).toBe('Within 24 h');
    expect(columnLabel(de, { key: 'withinTarget', label: 'Within 24 h' })).toBe('Innerhalb von 24 Std.');
    expect(columnLabel(de, { key: 'ptoDays', label: 'PTO days' })).toBe('Urlaubstage');
    expect(columnLabel(de, { key: 'newColumn', label: 'New column' })).toBe('New column');
  });

  it('names summary figures from their English label, and leaves an unknown one as it is', () => {
    expect(summaryLabel(en, 'Decided within 36 h %')).toBe('Decided within 36 h %');
    expect(summaryLabel(de, 'Decided within 36 h %')).toBe('Innerhalb von 36 Std. entschieden %');
    expect(summaryLabel(de, 'Total PTO days')).toBe('Urlaubstage gesamt');
    expect(summaryLabel(de, 'Something new')).toBe('Something new');
  });
});
