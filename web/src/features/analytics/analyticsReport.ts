import type { AdvancedAnalyticsQuery } from '../../__generated__/graphql';
import type { TFunction } from 'i18next';
import { toCsv } from '../../lib/csv';
import { numberFormat } from '../../i18n/intl';

export type AnalyticsData = AdvancedAnalyticsQuery['analytics'];

export const PERIODS = [7, 30, 90, 365] as const;

/** The analytics catalogue's words for a report (`t` of the `analytics` namespace). */
export type Translate = TFunction<'analytics'>;

/** Who the figures cover, in the screen's language. */
export const scopeLabel = (t: Translate, scope: AnalyticsData['scope']) => t(`scope.${scope}`);

const number = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '—' : Number(value.toFixed(digits)).toString();
export const pct = (value: number) => `${number(value)}%`;
/** A percentage on screen, as the locale writes it: "66.7%", "66,7 %". */
export const percentLabel = (value: number, locale: string) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
export const daysLabel = (t: Translate, value: number | null | undefined) =>
  value === null || value === undefined ? '—' : t('daysShort', { days: Number(value.toFixed(1)) });

/** "2026-03" → "Mar 2026" (in the locale given). */
export function monthLabel(month: string, locale = 'en-US'): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString(locale, {
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
export function reportSections(data: AnalyticsData, t: Translate): Section[] {
  const o = data.overview;
  const p = data.performance;
  return [
    {
      title: t('report.overview'),
      header: [t('report.figure'), t('report.value')],
      rows: [
        [t('report.people'), o.totalEmployees],
        [t('report.activeRequests'), o.activeRequests],
        [t('report.pendingRequests'), o.pendingRequests],
        [t('report.approvedRequests'), o.approvedRequests],
        [t('report.approvalRate'), pct(o.approvalRate)],
        [t('report.rejectionRate'), pct(o.rejectionRate)],
        [t('report.avgProcessingDays'), number(o.avgProcessingTime, 2)],
        [t('report.ptoUsed'), o.totalPTOUsed],
        [t('report.sicknessUsed'), o.totalSicknessUsed],
      ],
    },
    {
      title: t('report.departments'),
      header: [
        t('report.department'),
        t('report.people'),
        t('report.requests'),
        t('report.approvalRate'),
        t('report.ptoPerPerson'),
        t('report.sicknessPerPerson'),
      ],
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
      title: t('report.trends'),
      header: [
        t('report.month'),
        t('report.requests'),
        t('report.approvals'),
        t('report.rejections'),
        t('report.ptoDays'),
        t('report.sicknessDays'),
      ],
      rows: data.trends.map((t) => [t.month, t.requests, t.approvals, t.rejections, t.ptoDays, t.sicknessDays]),
    },
    {
      title: t('report.predictions'),
      header: [
        t('report.department'),
        t('report.month'),
        t('report.predictedRequests'),
        t('report.predictedPto'),
        t('report.remainingPto'),
        t('report.risk'),
        t('report.confidence'),
      ],
      rows: data.predictions.map((f) => [
        f.department,
        f.month,
        number(f.predictedRequests),
        number(f.predictedPTOUsage),
        number(f.remainingPTODays),
        t(`risk.${f.riskLevel}`),
        pct(f.confidence),
      ]),
    },
    {
      title: t('report.performance'),
      header: [t('report.figure'), t('report.value')],
      rows: [
        [t('report.avgApprovalDays'), number(p.avgApprovalTime, 2)],
        [t('report.avgProcessingDays'), number(p.avgProcessingTime, 2)],
        [t('report.withinTarget'), pct(p.withinTargetRate)],
        [t('report.overdue'), p.overduePending],
        [t('report.processed'), p.totalProcessed],
      ],
    },
  ];
}

const heading = (data: AnalyticsData, t: Translate) =>
  t('report.heading', {
    days: data.periodDays,
    start: data.periodStart,
    end: data.periodEnd,
    scope: scopeLabel(t, data.scope),
  });

/** The shown report as CSV: a title line, then each section's table, separated by a blank line. */
export function reportCsv(data: AnalyticsData, t: Translate): string {
  const rows: (string | number)[][] = [[heading(data, t)], [t('report.generated', { at: data.generatedAt })]];
  for (const section of reportSections(data, t)) rows.push([], [section.title], section.header, ...section.rows);
  return toCsv(rows);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A self-contained printable report: the same sections as HTML tables with a print stylesheet. */
export function reportHtml(data: AnalyticsData, t: Translate, language = 'en'): string {
  const sections = reportSections(data, t)
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
          : `<tr><td colspan="${section.header.length}">${escapeHtml(t('report.noData'))}</td></tr>`
      }</tbody>
</table>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('report.documentTitle', { end: data.periodEnd }))}</title>
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
<h1>${escapeHtml(t('report.documentHeading'))}</h1>
<p class="meta">${escapeHtml(t('report.meta', { heading: heading(data, t), at: new Date(data.generatedAt).toUTCString() }))}</p>
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
