import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import {
  monthLabel,
  percentLabel,
  reportCsv,
  reportHtml,
  reportSections,
  type AnalyticsData,
  type Translate,
} from './analyticsReport';

let t: Translate;
let de: Translate;
beforeAll(async () => {
  await i18n.loadLanguages(['en', 'de']);
  await i18n.loadNamespaces('analytics');
  t = i18n.getFixedT('en', 'analytics');
  de = i18n.getFixedT('de', 'analytics');
});

const data: AnalyticsData = {
  periodDays: 30,
  scope: 'REPORTING_LINE',
  periodStart: '2026-02-01',
  periodEnd: '2026-03-02',
  generatedAt: '2026-03-02T10:00:00.000Z',
  overview: {
    totalEmployees: 4,
    activeRequests: 3,
    pendingRequests: 1,
    approvedRequests: 2,
    approvalRate: 66.67,
    rejectionRate: 0,
    avgProcessingTime: 1.25,
    avgApprovalTime: 1,
    totalProcessed: 2,
    totalPTOUsed: 5,
    totalSicknessUsed: 1,
  },
  trends: [{ month: '2026-02', requests: 3, approvals: 2, rejections: 0, ptoDays: 5, sicknessDays: 1 }],
  departments: [
    {
      department: 'R&D <core>',
      employeeCount: 4,
      totalRequests: 3,
      approvalRate: 66.67,
      avgPTOUsed: 1.25,
      avgSicknessUsed: 0.25,
    },
  ],
  performance: {
    avgApprovalTime: 1,
    avgProcessingTime: 1.25,
    approvalRate: 66.67,
    rejectionRate: 0,
    totalProcessed: 2,
    withinTargetRate: 100,
    overduePending: 0,
  },
  predictions: [],
};

describe('analytics report export', () => {
  it('has one section per part of the screen', () => {
    expect(reportSections(data, t).map((s) => s.title)).toEqual([
      'Overview',
      'Department performance',
      'Monthly trends (last 12 months)',
      'Predictions (next month)',
      'System performance',
    ]);
  });

  it('writes the shown figures as CSV', () => {
    const lines = reportCsv(data, t).split('\r\n');
    expect(lines[0]).toBe('"Advanced Analytics: last 30 days (2026-02-01 to 2026-03-02), Your reporting line"');
    expect(lines).toContain('Approval rate,66.7%');
    expect(lines).toContain('R&D <core>,4,3,66.7%,1.25,0.25');
  });

  it('writes a printable HTML report with escaped text and a print stylesheet', () => {
    const html = reportHtml(data, t);
    expect(html).toContain('@media print');
    expect(html).toContain('<td>R&amp;D &lt;core&gt;</td>');
    expect(html).toContain('<td colspan="7">No data</td>');
  });

  it('writes percentages on screen as the locale does', () => {
    expect(percentLabel(66.67, 'en-US')).toBe('66.7%');
    expect(percentLabel(66.67, 'de-DE')).toBe('66,7\u00a0%');
  });

  it('labels months', () => {
    expect(monthLabel('2026-02')).toBe('Feb 2026');
    expect(monthLabel('2026-03', 'de-DE')).toBe('März 2026');
  });

  it("writes the report in the reader's language", () => {
    const lines = reportCsv(data, de).split('\r\n');
    expect(lines[0]).toBe('"Erweiterte Auswertung: letzte 30 Tage (2026-02-01 bis 2026-03-02), Ihre Berichtslinie"');
    expect(lines).toContain('Genehmigungsquote,66.7%');
    const html = reportHtml(data, de, 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<td colspan="7">Keine Daten</td>');
  });
});
