import { describe, expect, it } from 'vitest';
import { daysLabel, defaultReportPeriod, formatReportValue, monthLabel, splitDepartments } from './analyticsFormat';

describe('analytics formatting', () => {
  it('names months for tables and chart axes', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2026-12', true)).toBe('Dec');
  });

  it('prints report numbers to 2 decimals and leaves text and whole numbers alone', () => {
    expect(formatReportValue(33.333333)).toBe('33.33');
    expect(formatReportValue(2.5)).toBe('2.50');
    expect(formatReportValue(12)).toBe('12');
    expect(formatReportValue('Engineering')).toBe('Engineering');
    expect(formatReportValue(null)).toBe('—');
  });

  it('defaults a report to 1 January of this year until today', () => {
    expect(defaultReportPeriod(new Date(2026, 10, 23))).toEqual({ startDate: '2026-01-01', endDate: '2026-11-23' });
  });

  it('splits departments on commas, trimmed, without empties or repeats', () => {
    expect(splitDepartments(' Engineering, ,Sales ,Engineering,')).toEqual(['Engineering', 'Sales']);
    expect(splitDepartments('')).toEqual([]);
  });

  it('labels days with one decimal', () => {
    expect(daysLabel(1.234)).toBe('1.2 days');
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(null)).toBe('—');
  });
});
