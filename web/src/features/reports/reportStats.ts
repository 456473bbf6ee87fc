/** Spec §9 report thresholds. */
export const PROCESSING_TARGET_HOURS = 48;
export const RECOMMENDED_APPROVAL_RATE = 80;
export const PENDING_RATE_WARNING = 20;

export interface StatusCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export interface DecidedRequest {
  createdAt: string;
  approvedAt?: string | null;
  rejectedAt?: string | null;
}

/** Mean hours from submission to decision; null when nothing was decided. */
export function averageProcessingHours(requests: DecidedRequest[]): number | null {
  const durations = requests
    .map((r) => {
      const decided = r.approvedAt ?? r.rejectedAt;
      return decided ? (Date.parse(decided) - Date.parse(r.createdAt)) / 3_600_000 : null;
    })
    .filter((h): h is number => h !== null && h >= 0);
  if (durations.length === 0) return null;
  return durations.reduce((a, b) => a + b, 0) / durations.length;
}

export type InsightKind = 'low-approval' | 'slow-processing' | 'high-pending' | 'excellent';

export interface Insight {
  kind: InsightKind;
  title: string;
  message: string;
}

export function insights(counts: StatusCounts, avgHours: number | null): Insight[] {
  const decided = counts.approved + counts.rejected;
  const approvalRate = percent(counts.approved, decided);
  const pendingRate = percent(counts.pending, counts.total);
  const found: Insight[] = [];
  if (decided > 0 && approvalRate < RECOMMENDED_APPROVAL_RATE) {
    found.push({ kind: 'low-approval', title: 'Low Approval Rate', message: `${approvalRate}% of decided requests were approved, below the recommended ${RECOMMENDED_APPROVAL_RATE}%.` });
  }
  if (avgHours !== null && avgHours > PROCESSING_TARGET_HOURS) {
    found.push({ kind: 'slow-processing', title: 'Slow Processing', message: `Requests take ${avgHours.toFixed(1)} hours on average to decide, above the ${PROCESSING_TARGET_HOURS} hour target.` });
  }
  if (counts.total > 0 && pendingRate > PENDING_RATE_WARNING) {
    found.push({ kind: 'high-pending', title: 'High Pending Rate', message: `${pendingRate}% of requests are still pending (warning above ${PENDING_RATE_WARNING}%).` });
  }
  if (found.length === 0 && counts.total > 0) {
    found.push({ kind: 'excellent', title: 'Excellent Performance', message: 'Approvals, processing time and pending requests are all within their targets.' });
  }
  return found;
}

export interface MonthSpan {
  key: string;
  label: string;
  from: string;
  to: string;
}

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** Calendar months touched by [from, to], each clipped to the range (YYYY-MM-DD). */
export function monthsBetween(from: string, to: string): MonthSpan[] {
  const spans: MonthSpan[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7)) - 1;
  while (true) {
    const first = `${year}-${String(month + 1).padStart(2, '0')}-01`;
    if (first > to) break;
    const lastDay = new Date(year, month + 1, 0).getDate();
    const last = `${year}-${String(month + 1).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
    spans.push({
      key: first.slice(0, 7),
      label: monthLabel.format(new Date(year, month, 1)),
      from: first < from ? from : first,
      to: last > to ? to : last,
    });
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
  }
  return spans;
}
