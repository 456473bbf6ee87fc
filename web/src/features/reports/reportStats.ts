/** Spec §9 report thresholds. */
export const RECOMMENDED_APPROVAL_RATE = 80;
export const PENDING_RATE_WARNING = 20;

export type InsightKind = 'low-approval' | 'slow-processing' | 'high-pending' | 'excellent';

export interface Insight {
  kind: InsightKind;
  title: string;
  message: string;
}

export interface ReportFigures {
  totalRequests: number;
  approvalRate: number;
  pendingRate: number;
  averageProcessingTime: number | null;
  processingTargetHours: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The spec's insight cards, from the report's figures and thresholds. */
export function insights(report: ReportFigures): Insight[] {
  if (report.totalRequests === 0) return [];
  const found: Insight[] = [];
  if (report.approvalRate < RECOMMENDED_APPROVAL_RATE) {
    found.push({
      kind: 'low-approval',
      title: 'Low Approval Rate',
      message: `${oneDecimal(report.approvalRate)}% of requests were approved, below the recommended ${RECOMMENDED_APPROVAL_RATE}%.`,
    });
  }
  if (report.averageProcessingTime !== null && report.averageProcessingTime > report.processingTargetHours) {
    found.push({
      kind: 'slow-processing',
      title: 'Slow Processing',
      message: `Requests take ${oneDecimal(report.averageProcessingTime)} hours on average to decide, above the ${report.processingTargetHours} hour target.`,
    });
  }
  if (report.pendingRate > PENDING_RATE_WARNING) {
    found.push({
      kind: 'high-pending',
      title: 'High Pending Rate',
      message: `${oneDecimal(report.pendingRate)}% of requests are still pending (warning above ${PENDING_RATE_WARNING}%).`,
    });
  }
  if (found.length === 0) {
    found.push({
      kind: 'excellent',
      title: 'Excellent Performance',
      message: 'Approvals, processing time and pending requests are all within their targets.',
    });
  }
  return found;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, m - 1, 1)));
}
