import { describe, expect, it } from 'vitest';
import { chartRows, REPORT_CHARTS, reportCsvPath } from './reportOptions';

describe('custom report options', () => {
  it('builds the CSV download path with the REST spelling of the report type', () => {
    expect(
      reportCsvPath({
        reportType: 'DEPARTMENT_COMPARISON',
        startDate: '2026-01-01',
        endDate: '2026-11-23',
        departments: ['Engineering', 'Customer Support'],
      }),
    ).toBe(
      '/api/analytics/reports/export.csv?reportType=department_comparison&startDate=2026-01-01&endDate=2026-11-23&departments=Engineering%2CCustomer+Support',
    );
    expect(
      reportCsvPath({ reportType: 'PTO_UTILIZATION', startDate: '2026-01-01', endDate: '2026-01-31', departments: [] }),
    ).not.toContain('departments');
  });

  it('charts the people with the most days first, leaving out those with none, and the latest months', () => {
    const people = Array.from({ length: 13 }, (_, i) => ({ name: `P${i}`, ptoDays: i }));
    const charted = chartRows(REPORT_CHARTS.PTO_UTILIZATION, people);
    expect(charted).toHaveLength(10);
    expect(charted[0]).toMatchObject({ name: 'P12', ptoDays: 12 });
    expect(chartRows(REPORT_CHARTS.PTO_UTILIZATION, [{ name: 'Idle', ptoDays: 0 }])).toEqual([]);
    const months = Array.from({ length: 40 }, (_, i) => ({ month: `m${i}` }));
    expect(chartRows(REPORT_CHARTS.MONTHLY_SUMMARY, months)[0]).toEqual({ month: 'm4' });
  });
});
