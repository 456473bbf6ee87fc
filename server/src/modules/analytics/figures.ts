import type { DataSource } from 'typeorm';
import type { PeopleScope, PeopleScopeKind } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';
import { analyticsQueries } from './analytics.queries';
import { figureQueries } from './figures.queries';
import { DEFAULT_PROCESSING_TARGET_HOURS, percent, type Period } from './sql-params';

/**
 * One definition of each figure the dashboard, Team Overview, Team Calendar, Reports and Analytics
 * show: whose people (a people scope, policy.ts), which days (a period), and how requests are counted
 * and rated in them.
 */

/** How each scope is named wherever a figure is shown. */
export const PEOPLE_SCOPE_LABELS: Record<PeopleScopeKind, string> = {
  directReports: 'Direct reports',
  reportingLine: 'Reporting line (everyone below you)',
  everyone: 'Everyone',
};

export type { Period } from './sql-params';

/** The `days` days ending today (UTC), today included: the last 30 days are today and the 29 before. */
export function periodEndingToday(days: number): Period {
  const end = todayIso();
  return { start: addDays(end, -(days - 1)), end };
}

/** Which people (and days) an answer covers, as the API reports it. */
export interface Coverage {
  scope: PeopleScopeKind;
  label: string;
  /** Active people in the scope (and the department, when the answer is narrowed to one). */
  people: number;
  department: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** Whether the viewer's own entries are shown beside the scope's (the Team Calendar's). */
  includesViewer: boolean;
}

/** Counts the active people of a scope (in a department, when given) and describes the answer. */
export async function coverageOf(
  db: DataSource,
  scope: PeopleScope,
  options: { department?: string | null; period?: Period | null; includesViewer?: boolean } = {},
): Promise<Coverage> {
  const department = options.department?.trim() || null;
  const people = await figureQueries.activePeople(db, scope, department);
  return {
    scope: scope.kind,
    label: PEOPLE_SCOPE_LABELS[scope.kind] + (options.includesViewer ? ', and you' : ''),
    people,
    department,
    periodStart: options.period?.start ?? null,
    periodEnd: options.period?.end ?? null,
    includesViewer: options.includesViewer ?? false,
  };
}

/** Rates and insights need this many decided requests; fewer say too little about how requests are decided. */
export const MINIMUM_DECIDED_FOR_RATES = 5;

/**
 * Requests of a scope in a period: a request counts in the period when it was submitted on one of its
 * days (UTC), both ends included. Cancelled requests are counted apart and are not part of `total`.
 * Rates are over decided requests (approved + rejected) only: a pending request is not a refusal.
 */
export interface RequestFigures {
  total: number;
  approved: number;
  rejected: number;
  pending: number;
  cancelled: number;
  decided: number;
  /** approved ÷ decided × 100; 0 when nothing was decided. */
  approvalRate: number;
  /** rejected ÷ decided × 100; 0 when nothing was decided. */
  rejectionRate: number;
  /** pending ÷ total × 100. */
  pendingRate: number;
  /** decided ÷ total × 100. */
  responseRate: number;
  /** Whether enough requests were decided (MINIMUM_DECIDED_FOR_RATES) for the rates to say something. */
  ratesReliable: boolean;
  /** Mean hours from submission to decision over decided requests; null when none was decided. */
  averageDecisionHours: number | null;
  /** Mean hours from submission to approval; null when none was approved. */
  averageApprovalHours: number | null;
  /** Decided within the processing target. */
  decidedWithinTarget: number;
  /** Days of approved requests of each built-in type. */
  approvedPtoDays: number;
  approvedSicknessDays: number;
}

/** Rates and counts from the counts by status. */
export function ratesOf(counts: { approved: number; rejected: number; pending: number; total: number }) {
  const decided = counts.approved + counts.rejected;
  return {
    decided,
    approvalRate: percent(counts.approved, decided),
    rejectionRate: percent(counts.rejected, decided),
    pendingRate: percent(counts.pending, counts.total),
    responseRate: percent(decided, counts.total),
    ratesReliable: decided >= MINIMUM_DECIDED_FOR_RATES,
  };
}

/** The request figures of a scope and period (optionally one department), computed by Postgres. */
export async function requestFigures(
  db: DataSource,
  scope: PeopleScope,
  period: Period,
  options: { department?: string | null; processingTargetHours?: number } = {},
): Promise<RequestFigures> {
  const row = await analyticsQueries.requestFigures(
    db,
    scope,
    period,
    options.department?.trim() || undefined,
    options.processingTargetHours ?? DEFAULT_PROCESSING_TARGET_HOURS,
  );
  const hours = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    total: row.total,
    approved: row.approved,
    rejected: row.rejected,
    pending: row.pending,
    cancelled: row.cancelled,
    ...ratesOf(row),
    averageDecisionHours: hours(row.decision_hours),
    averageApprovalHours: hours(row.approval_hours),
    decidedWithinTarget: row.within_target,
    approvedPtoDays: row.pto_days,
    approvedSicknessDays: row.sickness_days,
  };
}

/** Spec §9: the recommended approval rate and the pending share above which reports warn. */
export const RECOMMENDED_APPROVAL_RATE = 80;
export const PENDING_RATE_WARNING = 20;

export type InsightKind =
  'NOT_ENOUGH_DATA' | 'LOW_APPROVAL_RATE' | 'SLOW_PROCESSING' | 'HIGH_PENDING_RATE' | 'EXCELLENT_PERFORMANCE';

export interface Insight {
  kind: InsightKind;
  title: string;
  message: string;
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * What the Reports screen points out, only from a sample large enough to mean something: below
 * MINIMUM_DECIDED_FOR_RATES decided requests it says so instead of judging rates or speed.
 */
export function insightsOf(figures: RequestFigures, processingTargetHours: number): Insight[] {
  if (!figures.ratesReliable)
    return [
      {
        kind: 'NOT_ENOUGH_DATA',
        title: 'Not enough decided requests yet',
        message: `${figures.decided} of the ${MINIMUM_DECIDED_FOR_RATES} decided requests rates and insights need${figures.pending ? `; ${figures.pending} still pending` : ''}.`,
      },
    ];
  const found: Insight[] = [];
  if (figures.approvalRate < RECOMMENDED_APPROVAL_RATE)
    found.push({
      kind: 'LOW_APPROVAL_RATE',
      title: 'Low Approval Rate',
      message: `${oneDecimal(figures.approvalRate)}% of decided requests were approved, below the recommended ${RECOMMENDED_APPROVAL_RATE}%.`,
    });
  if (figures.averageDecisionHours !== null && figures.averageDecisionHours > processingTargetHours)
    found.push({
      kind: 'SLOW_PROCESSING',
      title: 'Slow Processing',
      message: `Requests take ${oneDecimal(figures.averageDecisionHours)} hours on average to decide, above the ${processingTargetHours} hour target.`,
    });
  if (figures.pendingRate > PENDING_RATE_WARNING)
    found.push({
      kind: 'HIGH_PENDING_RATE',
      title: 'High Pending Rate',
      message: `${oneDecimal(figures.pendingRate)}% of requests are still pending (warning above ${PENDING_RATE_WARNING}%).`,
    });
  if (!found.length)
    found.push({
      kind: 'EXCELLENT_PERFORMANCE',
      title: 'Excellent Performance',
      message: 'Approvals, processing time and pending requests are all within their targets.',
    });
  return found;
}
