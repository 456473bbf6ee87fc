import type { AdvancedAnalyticsQuery } from '../../__generated__/graphql';
import { toCsv } from '../../lib/csv';

export type AnalyticsData = AdvancedAnalyticsQuery['analytics'];

export const PERIODS = [7, 30, 90, 365] as const;

export const SCOPE_LABELS = {
  EVERYONE: 'Everyone',
  REPORTING_LINE: 'Your reporting line',
  DIRECT_REPORTS: 'Your direct reports',
} as const;

const number = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '—' : Number(value.toFixed(digits)).toString();
export const pct = (value: number) => `${number(value)}%`;
export const daysLabel = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${number(value)} d`;

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

interface Section {
  title: string;
  header: string[];
  rows: (string | number)[][];
}

/** The report as shown: one section per part of the screen, the same figures in CSV and HTML. */
export function reportSections(data: AnalyticsData): Section[] {
  const o = data.overview;
  const p = data.performance;
  return [
    {
      title: 'Overview',
      header: ['Figure', 'Value'],
      rows: [
        ['People', o.totalEmployees],
        ['Active requests', o.activeRequests],
        ['Pending requests', o.pendingRequests],
        ['Approved requests', o.approvedRequests],
        ['Approval rate', pct(o.approvalRate)],
        ['Rejection rate', pct(o.rejectionRate)],
        ['Average processing time (days)', number(o.avgProcessingTime, 2)],
        ['PTO days used', o.totalPTOUsed],
        ['Sickness days used', o.totalSicknessUsed],
      ],
    },
    {
      title: 'Department performance',
      header: ['Department', 'People', 'Requests', 'Approval rate', 'PTO days per person', 'Sickness days per person'],
      rows: data.departments.map((d) => [
        d.department,
        d.employeeCount,
        d.totalRequests,
        pct(d.approvalRate),
        number(d.avgPTOUsed, 2),
        number(d.avgSicknessUsed, 2),
      ]),
    },
    {
      title: 'Monthly trends (last 12 months)',
      header: ['Month', 'Requests', 'Approvals', 'Rejections', 'PTO days', 'Sickness days'],
      rows: data.trends.map((t) => [t.month, t.requests, t.approvals, t.rejections, t.ptoDays, t.sicknessDays]),
    },
    {
      title: 'Predictions (next month)',
      header: [
        'Department',
        'Month',
        'Predicted requests',
        'Predicted PTO days',
        'Remaining PTO days',
        'Risk',
        'Confidence',
      ],
      rows: data.predictions.map((f) => [
        f.department,
        f.month,
        number(f.predictedRequests),
        number(f.predictedPTOUsage),
        number(f.remainingPTODays),
        f.riskLevel,
        pct(f.confidence),
      ]),
    },
    {
      title: 'System performance',
      header: ['Figure', 'Value'],
      rows: [
        ['Average approval time (days)', number(p.avgApprovalTime, 2)],
        ['Average processing time (days)', number(p.avgProcessingTime, 2)],
        ['Decided within 48 hours', pct(p.withinTargetRate)],
        ['Pending longer than 48 hours', p.overduePending],
        ['Processed', p.totalProcessed],
      ],
    },
  ];
}

const heading = (data: AnalyticsData) =>
  `Advanced Analytics: last ${data.periodDays} days (${data.periodStart} to ${data.periodEnd}), ${SCOPE_LABELS[data.scope]}`;

/** The shown report as CSV: a title line, then each section's table, separated by a blank line. */
export function reportCsv(data: AnalyticsData): string {
  const rows: (string | number)[][] = [[heading(data)], [`Generated ${data.generatedAt}`]];
  for (const section of reportSections(data)) rows.push([], [section.title], section.header, ...section.rows);
  return toCsv(rows);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A self-contained printable report: the same sections as HTML tables with a print stylesheet. */
export function reportHtml(data: AnalyticsData): string {
  const sections = reportSections(data)
    .map(
      (section) => `<section>
<h2>${escapeHtml(section.title)}</h2>
<table>
<thead><tr>${section.header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>${
        section.rows.length
          ? section.rows
              .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`)
              .join('\n')
          : `<tr><td colspan="${section.header.length}">No data</td></tr>`
      }</tbody>
</table>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Leavewise Advanced Analytics ${escapeHtml(data.periodEnd)}</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; color: #111827; margin: 2rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .meta { color: #4b5563; margin: 0 0 1.5rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #d1d5db; padding: .35rem .5rem; text-align: left; }
  th { background: #f3f4f6; }
  td:not(:first-child) { font-variant-numeric: tabular-nums; }
  @media print {
    body { margin: 0; font-size: 11pt; }
    section { break-inside: avoid; }
    thead { display: table-header-group; }
    tr { break-inside: avoid; }
    th { background: #eee !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    @page { margin: 1.5cm; }
  }
</style>
</head>
<body>
<h1>Leavewise Advanced Analytics</h1>
<p class="meta">${escapeHtml(heading(data))}. Generated ${escapeHtml(new Date(data.generatedAt).toUTCString())}.</p>
${sections}
</body>
</html>
`;
}

export function downloadFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
