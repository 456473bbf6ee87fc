import type { Loaders } from '../../graphql/loaders';
import type { UserEntity } from '../users';
import { balanceAfterApprovalSeenBy, othersOffSeenBy } from './approval-context.view';
import type { LeaveRequestEntity } from './leave-request.entity';
import { chargesOf } from './request-ledger';

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/** A leave request as the REST facade shows it: spec §3 names with their camelCase twins. */
export async function requestBody(request: LeaveRequestEntity, loaders: Loaders) {
  const [requester, type, approver] = await Promise.all([
    loaders.user.load(request.userId),
    loaders.requestType.load(request.requestTypeId),
    request.approverId ? loaders.user.load(request.approverId) : Promise.resolve(null),
  ]);
  return {
    id: request.id,
    requestId: request.requestId,
    request_id: request.requestId,
    type: type?.name ?? null,
    status: request.status,
    start_date: request.startDate,
    startDate: request.startDate,
    end_date: request.endDate,
    endDate: request.endDate,
    start_half_day: request.startHalfDay,
    startHalfDay: request.startHalfDay,
    end_half_day: request.endHalfDay,
    endHalfDay: request.endHalfDay,
    days: request.days,
    // Hourly leave: the unit of days, the local times on its day and the hours (null for whole days).
    unit: type?.unit ?? 'days',
    startTime: request.startTime?.slice(0, 5) ?? null,
    endTime: request.endTime?.slice(0, 5) ?? null,
    hours: type?.unit === 'hours' ? request.days : null,
    notes: request.notes,
    created_at: iso(request.createdAt),
    createdAt: iso(request.createdAt),
    user_id: request.userId,
    first_name: requester?.firstName ?? null,
    last_name: requester?.lastName ?? null,
    email: requester?.email ?? null,
    department: requester?.department ?? null,
    job_title: requester?.jobTitle ?? null,
    approver_id: request.approverId,
    approvedBy: approver ? `${approver.firstName} ${approver.lastName}` : null,
    approvedAt: iso(request.approvedAt),
    approved_at: iso(request.approvedAt),
    comments: request.approvalComment ?? null,
    rejectionReason: request.rejectionReason,
    rejection_reason: request.rejectionReason,
    rejectedAt: iso(request.rejectedAt),
    approval_stage: request.approvalStage ?? 'manager',
    first_approver_id: request.firstApproverId ?? null,
    first_approved_at: iso(request.firstApprovedAt),
    on_behalf_of: request.approverOnBehalfOf ?? request.firstApproverOnBehalfOf ?? null,
    escalation_level: request.escalationLevel ?? 0,
    days_per_year: Object.fromEntries(chargesOf(request).map((charge) => [String(charge.year), charge.days])),
  };
}

export const requestBodies = (requests: LeaveRequestEntity[], loaders: Loaders) =>
  Promise.all(requests.map((request) => requestBody(request, loaders)));

/**
 * An approvals inbox item: the request, who else in the requester's team is off or asked to be on its
 * days, and the balance of each year after approval, as the viewer may see them (as GraphQL's card).
 */
export async function inboxItemBody(request: LeaveRequestEntity, viewer: UserEntity | null, loaders: Loaders) {
  const [body, othersOff, balances] = await Promise.all([
    requestBody(request, loaders),
    othersOffSeenBy(viewer, request, loaders),
    balanceAfterApprovalSeenBy(viewer, request, loaders),
  ]);
  const others = await Promise.all(
    (othersOff ?? []).map(async (other) => {
      const person = await loaders.user.load(other.userId);
      return {
        user_id: other.userId,
        first_name: person?.firstName ?? null,
        last_name: person?.lastName ?? null,
        start_date: other.startDate,
        end_date: other.endDate,
        status: other.status,
        days: other.days,
      };
    }),
  );
  return {
    ...body,
    others_off: others,
    balance_after_approval: (balances ?? []).map((year) => ({
      year: year.year,
      days: year.days,
      total_days: year.totalDays,
      available_days: year.availableDays,
      status: year.status,
    })),
  };
}
