import type { TFunction } from 'i18next';
import type { CustomReportType } from '../../../__generated__/graphql';

/*
 * A custom report arrives with its words from the server (title, column and summary labels). The
 * screen says them in its own language: the title by the report's type, columns by their keys, and
 * summary figures by their English label. A label this screen does not know is shown as the server
 * wrote it, and the processing target (the "48 h" in "Within 48 h") is the server's.
 */

/** "PTO Utilization Report" and the others, by type. */
export const reportTitle = (t: TFunction, type: CustomReportType): string => t(`reportTitles.${type}`);

/** The processing target a label names, in hours (the spec's 48 when it names none). */
const targetHours = (label: string) => Number(/\b(\d+) h\b/.exec(label)?.[1] ?? 48);

/** A column's heading, by its key. */
export const columnLabel = (t: TFunction, column: { key: string; label: string }): string =>
  t(`reportColumns.${column.key}`, { defaultValue: column.label, hours: targetHours(column.label) });

const SUMMARY_KEYS: Record<string, string> = {
  Employees: 'employees',
  'Total PTO days': 'totalPtoDays',
  'Total sickness days': 'totalSicknessDays',
  'Average PTO days per employee': 'avgPtoPerEmployee',
  'Average utilization %': 'avgUtilization',
  Approvers: 'approvers',
  Decisions: 'decisions',
  'Approval rate %': 'approvalRate',
  'Decided within # h %': 'decidedWithinTarget',
  Departments: 'departments',
  Requests: 'requests',
  'PTO days': 'ptoDays',
  'Sickness days': 'sicknessDays',
  Months: 'months',
  Approved: 'approved',
  Rejected: 'rejected',
};

/** A summary figure's label, from the server's English label. */
export function summaryLabel(t: TFunction, label: string): string {
  const key = SUMMARY_KEYS[label.replace(/\b\d+ h\b/, '# h')];
  return key ? t(`reportSummary.${key}`, { hours: targetHours(label) }) : label;
}
