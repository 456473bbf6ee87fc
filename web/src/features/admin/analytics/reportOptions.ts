import type { CustomReportType } from '../../../__generated__/graphql';
import type { ChartSeries } from '../../../components/charts/chartTypes';

/** What a custom report was asked for: its type, period, departments and whether it draws charts. */
export interface ReportRequest {
  reportType: CustomReportType;
  startDate: string;
  endDate: string;
  departments: string[];
  includeCharts: boolean;
}

type Row = Record<string, unknown>;

/** The report types, in the order offered; each is named by `reportTypes.<type>`. */
export const REPORT_TYPES: CustomReportType[] = [
  'PTO_UTILIZATION',
  'APPROVAL_PERFORMANCE',
  'DEPARTMENT_COMPARISON',
  'MONTHLY_SUMMARY',
];

/** The REST spelling of a report type (spec §7: pto_utilization, …). */
export const restReportType = (type: CustomReportType): string => type.toLowerCase();

/** Rows shown in the report table (spec §9). */
export const REPORT_TABLE_ROWS = 10;

export interface ReportChart {
  /** Months run along an axis; the other reports compare items. */
  kind: 'trend' | 'comparison';
  categoryKey: string;
  /** Each series's legend is `series.<key>` of the catalogue (its `label` here is that key). */
  series: ChartSeries<Row>[];
  /** At most this many items are charted (the largest first for comparisons). */
  limit: number;
  /** The figure that picks the largest items. */
  rankBy?: string;
  /** Counts: whole steps on the value axis. */
  integer?: boolean;
}

/** What "Include charts" draws for each report type (titled by `chartTitles.<type>`). */
export const REPORT_CHARTS: Record<CustomReportType, ReportChart> = {
  PTO_UTILIZATION: {
    kind: 'comparison',
    categoryKey: 'name',
    rankBy: 'ptoDays',
    limit: 10,
    series: [
      { key: 'ptoDays', label: 'series.ptoDays', color: 'blue.solid', stackId: 'days' },
      { key: 'sicknessDays', label: 'series.sicknessDays', color: 'pink.solid', stackId: 'days' },
      { key: 'otherDays', label: 'series.otherDays', color: 'purple.solid', stackId: 'days' },
    ],
  },
  APPROVAL_PERFORMANCE: {
    kind: 'comparison',
    categoryKey: 'approver',
    rankBy: 'decided',
    limit: 10,
    integer: true,
    series: [
      { key: 'approved', label: 'series.approved', color: 'green.solid', stackId: 'decisions' },
      { key: 'rejected', label: 'series.rejected', color: 'red.solid', stackId: 'decisions' },
    ],
  },
  DEPARTMENT_COMPARISON: {
    kind: 'comparison',
    categoryKey: 'department',
    limit: 50,
    series: [
      { key: 'ptoDays', label: 'series.ptoDays', color: 'blue.solid' },
      { key: 'sicknessDays', label: 'series.sicknessDays', color: 'pink.solid' },
    ],
  },
  MONTHLY_SUMMARY: {
    kind: 'trend',
    categoryKey: 'month',
    limit: 36,
    integer: true,
    series: [
      { key: 'approved', label: 'series.approved', color: 'green.solid', stackId: 'status' },
      { key: 'pending', label: 'series.pending', color: 'yellow.solid', stackId: 'status' },
      { key: 'rejected', label: 'series.rejected', color: 'red.solid', stackId: 'status' },
    ],
  },
};

/** The rows a report's chart plots: the largest non-zero items for comparisons, the latest months for trends. */
export function chartRows(chart: ReportChart, rows: Row[]): Row[] {
  if (chart.kind === 'trend') return rows.slice(-chart.limit);
  const plotted = rows.filter((row) => chart.series.some((series) => Number(row[series.key] ?? 0) !== 0));
  const ranked = chart.rankBy
    ? plotted.sort((a, b) => Number(b[chart.rankBy!] ?? 0) - Number(a[chart.rankBy!] ?? 0))
    : plotted;
  return ranked
    .slice(0, chart.limit)
    .map((row) => ({ ...row, [chart.categoryKey]: String(row[chart.categoryKey] ?? '—') }));
}

/** Query string of the report's CSV download (GET /api/analytics/reports/export.csv). */
export function reportCsvPath(input: {
  reportType: CustomReportType;
  startDate: string;
  endDate: string;
  departments: string[];
}): string {
  const query = new URLSearchParams({
    reportType: restReportType(input.reportType),
    startDate: input.startDate,
    endDate: input.endDate,
  });
  if (input.departments.length) query.set('departments', input.departments.join(','));
  return `/api/analytics/reports/export.csv?${query}`;
}
