import type { DataSource } from 'typeorm';
import { assertOperation, reportScopeOf, type Actor } from '../../auth/policy';
import { addDays, parseIsoDate, todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { LEAVE_STATUSES, LeaveRequestEntity, type LeaveStatusValue } from '../leave-requests/leave-request.entity';
import { UserEntity } from '../users/user.entity';
import { createdStats, departmentCondition, percent, round2, roundOrNull, scopeCondition, SqlParams } from '../analytics/sql-params';

/** Spec §9 constants. */
export const PROCESSING_TARGET_HOURS = 48;
export const PTO_LOW_DAYS = 3;
export const PTO_WARNING_DAYS = 5;
export const UPCOMING_WINDOW_DAYS = 30;
export const MAX_CALENDAR_SPAN_DAYS = 366;
const MAX_CALENDAR_ROWS = 5000;

export type ReportRangeValue = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'LAST_YEAR';
export const RANGE_DAYS: Record<ReportRangeValue, number> = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90, LAST_YEAR: 365 };

export interface MonthlyStat {
  month: string;
  requests: number;
  approvals: number;
  approvalRate: number;
}

export interface PtoReport {
  range: ReportRangeValue;
  department: string | null;
  periodStart: string;
  periodEnd: string;
  totalRequests: number;
  approvedRequests: number;
  rejectedRequests: number;
  pendingRequests: number;
  cancelledRequests: number;
  approvalRate: number;
  rejectionRate: number;
  pendingRate: number;
  averageProcessingTime: number | null;
  processingTargetHours: number;
  responseRate: number;
  monthlyStats: MonthlyStat[];
}

export interface TeamMemberStanding {
  userId: string;
  ptoTotalDays: number;
  ptoUsedDays: number;
  ptoPendingDays: number;
  ptoAvailableDays: number;
  alert: 'LOW' | 'WARNING' | null;
  upcomingDays: number;
}

export interface TeamOverview {
  department: string | null;
  teamSize: number;
  upcomingPtoRequests: number;
  upcomingPtoDays: number;
  lowPtoAlerts: number;
  ptoWarnings: number;
  members: TeamMemberStanding[];
}

/** Midnight UTC of a date, as SQL on a parameter. */
export const utcMidnight = (placeholder: string): string => `(${placeholder}::date::timestamp AT TIME ZONE 'UTC')`;

export function ptoAlertFor(availableDays: number): 'LOW' | 'WARNING' | null {
  if (availableDays <= PTO_LOW_DAYS) return 'LOW';
  if (availableDays <= PTO_WARNING_DAYS) return 'WARNING';
  return null;
}

/** The Reports, Team Overview and Team Calendar screens, computed in Postgres. */
export class ReportService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Request figures for requests submitted in the range (today and the days before it, UTC),
   * for the viewer's scope and an optional department.
   */
  async ptoReport(actor: Actor, range: ReportRangeValue, departmentFilter?: string | null): Promise<PtoReport> {
    assertOperation('reportReader', actor);
    const days = RANGE_DAYS[range];
    if (!days) throw badInput('Unknown report range', 'range');
    const periodEnd = todayIso();
    const periodStart = addDays(periodEnd, -(days - 1));
    const params = new SqlParams();
    const source = createdStats(reportScopeOf(actor.user!), params);
    const department = departmentFilter?.trim();
    const where = `s.created_day >= ${params.param(periodStart)}::date${department ? ` AND lower(s.department) = lower(${params.param(department)})` : ''}`;
    const [totals] = await this.dataSource.query(
      `SELECT coalesce(sum(s.requests) FILTER (WHERE s.status <> 'cancelled'), 0)::int AS total,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0)::int AS approved,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'rejected'), 0)::int AS rejected,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'pending'), 0)::int AS pending,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'cancelled'), 0)::int AS cancelled,
              sum(s.decided_seconds) FILTER (WHERE s.status IN ('approved', 'rejected')) / nullif(sum(s.requests) FILTER (WHERE s.status IN ('approved', 'rejected')), 0) / 3600 AS avg_hours
       FROM ${source} s WHERE ${where}`,
      params.values,
    );
    const months: { month: string; requests: number; approvals: number }[] = await this.dataSource.query(
      `SELECT to_char(s.created_day, 'YYYY-MM') AS month,
              sum(s.requests) FILTER (WHERE s.status <> 'cancelled')::int AS requests,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0)::int AS approvals
       FROM ${source} s WHERE ${where}
       GROUP BY 1 HAVING sum(s.requests) FILTER (WHERE s.status <> 'cancelled') > 0 ORDER BY 1`,
      params.values,
    );
    const total = totals.total as number;
    return {
      range,
      department: department || null,
      periodStart,
      periodEnd,
      totalRequests: total,
      approvedRequests: totals.approved,
      rejectedRequests: totals.rejected,
      pendingRequests: totals.pending,
      cancelledRequests: totals.cancelled,
      approvalRate: percent(totals.approved, total),
      rejectionRate: percent(totals.rejected, total),
      pendingRate: percent(totals.pending, total),
      averageProcessingTime: roundOrNull(totals.avg_hours),
      processingTargetHours: PROCESSING_TARGET_HOURS,
      responseRate: percent(totals.approved + totals.rejected, total),
      monthlyStats: months.map((row) => ({ ...row, approvalRate: percent(row.approvals, row.requests) })),
    };
  }

  /** Active members of the viewer's team with this year's PTO standing and upcoming approved leave. */
  async teamOverview(actor: Actor, department?: string | null): Promise<TeamOverview> {
    assertOperation('approver', actor);
    const today = todayIso();
    const params = new SqlParams();
    const todayParam = params.param(today);
    const until = params.param(addDays(today, UPCOMING_WINDOW_DAYS));
    const year = params.param(Number(today.slice(0, 4)));
    const rows: { id: string; total: string | null; used: string | null; pending: string | null; upcoming_days: string; upcoming_count: number }[] = await this.dataSource.query(
      `SELECT u.id, b.total_days AS total, b.used_days AS used, b.pending_days AS pending,
              coalesce(up.days, 0) AS upcoming_days, coalesce(up.count, 0)::int AS upcoming_count
       FROM users u
       LEFT JOIN request_types t ON t.name = 'pto'
       LEFT JOIN leave_balances b ON b.user_id = u.id AND b.request_type_id = t.id AND b.year = ${year}
       LEFT JOIN LATERAL (
         SELECT sum(r.days) AS days, count(*) AS count FROM leave_requests r
         WHERE r.user_id = u.id AND r.status = 'approved' AND r.start_date BETWEEN ${todayParam}::date AND ${until}::date
       ) up ON TRUE
       WHERE u.is_active AND ${scopeCondition(reportScopeOf(actor.user!), params)} AND ${departmentCondition(department, params)}
       ORDER BY u.last_name, u.first_name, u.id`,
      params.values,
    );
    const members = rows.map((row): TeamMemberStanding => {
      const total = Number(row.total ?? 0);
      const used = Number(row.used ?? 0);
      const pending = Number(row.pending ?? 0);
      const available = round2(total - used - pending);
      return {
        userId: row.id,
        ptoTotalDays: total,
        ptoUsedDays: used,
        ptoPendingDays: pending,
        ptoAvailableDays: available,
        alert: row.total === null ? null : ptoAlertFor(available),
        upcomingDays: Number(row.upcoming_days),
      };
    });
    return {
      department: department?.trim() || null,
      teamSize: members.length,
      upcomingPtoRequests: rows.reduce((sum, row) => sum + row.upcoming_count, 0),
      upcomingPtoDays: round2(members.reduce((sum, member) => sum + member.upcomingDays, 0)),
      lowPtoAlerts: members.filter((member) => member.alert === 'LOW').length,
      ptoWarnings: members.filter((member) => member.alert === 'WARNING').length,
      members,
    };
  }

  /**
   * Requests overlapping start..end of the viewer and their reports (everyone for HR and admins),
   * by start date. Cancelled requests only when status asks for them.
   */
  async teamCalendar(actor: Actor, start: string, end: string, department?: string | null, status?: LeaveStatusValue | null): Promise<LeaveRequestEntity[]> {
    assertOperation('approver', actor);
    if (!parseIsoDate(start) || !parseIsoDate(end)) throw badInput('Dates must be written YYYY-MM-DD', 'start');
    if (start > end) throw badInput('Start date cannot be after end date', 'start');
    if (addDays(start, MAX_CALENDAR_SPAN_DAYS) <= end) throw badInput(`The calendar spans at most ${MAX_CALENDAR_SPAN_DAYS} days`, 'end');
    if (status && !LEAVE_STATUSES.includes(status)) throw badInput('Unknown status', 'status');
    const scope = reportScopeOf(actor.user!);
    const query = this.dataSource.manager
      .createQueryBuilder(LeaveRequestEntity, 'r')
      .innerJoin(UserEntity, 'u', 'u.id = r.user_id')
      .where('r.start_date <= :end AND r.end_date >= :start', { start, end });
    if (scope.kind === 'directReports') query.andWhere('(u.manager_id = :viewerId OR r.user_id = :viewerId)', { viewerId: scope.managerId });
    if (department?.trim()) query.andWhere('lower(u.department) = lower(:department)', { department: department.trim() });
    if (status) query.andWhere('r.status = :status', { status });
    else query.andWhere(`r.status <> 'cancelled'`);
    return query.orderBy('r.start_date', 'ASC').addOrderBy('r.id', 'ASC').limit(MAX_CALENDAR_ROWS).getMany();
  }
}
