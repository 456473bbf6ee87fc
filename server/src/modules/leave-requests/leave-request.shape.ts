import type { Loaders } from '../../context';
import { field, presenter, type Field } from '../../api/presenter';
import type { RequestTypeEntity } from '../request-types';
import type { UserEntity } from '../users';
import { balanceAfterApprovalSeenBy, othersOffSeenBy } from './approval-context.view';
import type { LeaveRequestEntity } from './leave-request.entity';
import { chargesOf } from './request-ledger';

/** What a request's answer is read from: the request, its requester, type and approver. */
export interface RequestSource {
  request: LeaveRequestEntity;
  requester: UserEntity | null;
  type: RequestTypeEntity | null;
  approver: UserEntity | null;
}

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
/** Documented as text: a request always has these (its type and creation date). */
const text = <S>(read: (source: S) => string | null) => field.shaped<S>({ type: 'string' }, read);

/** A leave request as the REST facade shows it: spec §3 names with their camelCase twins. */
const requestFields: Record<string, Field<RequestSource>> = {
  id: field.text(({ request }) => request.id),
  requestId: field.text(({ request }) => request.requestId),
  request_id: field.text(({ request }) => request.requestId),
  type: text(({ type }) => type?.name ?? null),
  status: field.text(({ request }) => request.status),
  start_date: field.text(({ request }) => request.startDate),
  startDate: field.text(({ request }) => request.startDate),
  end_date: field.text(({ request }) => request.endDate),
  endDate: field.text(({ request }) => request.endDate),
  start_half_day: field.boolean(({ request }) => request.startHalfDay),
  startHalfDay: field.boolean(({ request }) => request.startHalfDay),
  end_half_day: field.boolean(({ request }) => request.endHalfDay),
  endHalfDay: field.boolean(({ request }) => request.endHalfDay),
  days: field.number(({ request }) => request.days),
  // Hourly leave: the unit of days, the local times on its day and the hours (null for whole days).
  unit: field.shaped({ type: 'string', enum: ['days', 'hours'] }, ({ type }) => type?.unit ?? 'days'),
  startTime: field.textOrNull(({ request }) => request.startTime?.slice(0, 5) ?? null),
  endTime: field.textOrNull(({ request }) => request.endTime?.slice(0, 5) ?? null),
  hours: field.shaped({ type: ['number', 'null'] }, ({ request, type }) =>
    type?.unit === 'hours' ? request.days : null,
  ),
  notes: field.text(({ request }) => request.notes),
  created_at: text(({ request }) => iso(request.createdAt)),
  createdAt: text(({ request }) => iso(request.createdAt)),
  user_id: field.text(({ request }) => request.userId),
  first_name: field.textOrNull(({ requester }) => requester?.firstName ?? null),
  last_name: field.textOrNull(({ requester }) => requester?.lastName ?? null),
  email: field.textOrNull(({ requester }) => requester?.email ?? null),
  department: field.textOrNull(({ requester }) => requester?.department ?? null),
  job_title: field.textOrNull(({ requester }) => requester?.jobTitle ?? null),
  approver_id: field.textOrNull(({ request }) => request.approverId),
  approvedBy: field.textOrNull(({ approver }) => (approver ? `${approver.firstName} ${approver.lastName}` : null)),
  approvedAt: field.textOrNull(({ request }) => iso(request.approvedAt)),
  approved_at: field.textOrNull(({ request }) => iso(request.approvedAt)),
  comments: field.textOrNull(({ request }) => request.approvalComment ?? null),
  rejectionReason: field.textOrNull(({ request }) => request.rejectionReason),
  rejection_reason: field.textOrNull(({ request }) => request.rejectionReason),
  rejectedAt: field.textOrNull(({ request }) => iso(request.rejectedAt)),
  approval_stage: field.shaped(
    { type: 'string', enum: ['manager', 'hr'] },
    ({ request }) => request.approvalStage ?? 'manager',
  ),
  first_approver_id: field.textOrNull(({ request }) => request.firstApproverId ?? null),
  first_approved_at: field.textOrNull(({ request }) => iso(request.firstApprovedAt)),
  on_behalf_of: field.textOrNull(
    ({ request }) => request.approverOnBehalfOf ?? request.firstApproverOnBehalfOf ?? null,
  ),
  escalation_level: field.integer(({ request }) => request.escalationLevel ?? 0),
  days_per_year: field.shaped({ type: 'object', additionalProperties: { type: 'number' } }, ({ request }) =>
    Object.fromEntries(chargesOf(request).map((charge) => [String(charge.year), charge.days])),
  ),
};
export const requestPresenter = presenter<RequestSource>(requestFields);

/** What an inbox item adds to its request: who else is off, and each year's balance after approval. */
export interface InboxSource extends RequestSource {
  othersOff: Record<string, unknown>[];
  balanceAfterApproval: Record<string, unknown>[];
}

/** An approvals inbox item (spec §3): a leave request with the approval context its card shows. */
export const inboxItemPresenter = presenter<InboxSource>({
  ...requestFields,
  others_off: field.shaped({ type: 'array' }, (source) => source.othersOff),
  balance_after_approval: field.shaped({ type: 'array' }, (source) => source.balanceAfterApproval),
});

/** A leave request as the REST facade shows it (requestPresenter), its people and type loaded in batches. */
export async function requestBody(request: LeaveRequestEntity, loaders: Loaders): Promise<Record<string, unknown>> {
  const [requester, type, approver] = await Promise.all([
    loaders.user.load(request.userId),
    loaders.requestType.load(request.requestTypeId),
    request.approverId ? loaders.user.load(request.approverId) : Promise.resolve(null),
  ]);
  return requestPresenter.present({ request, requester, type, approver });
}

export const requestBodies = (requests: LeaveRequestEntity[], loaders: Loaders) =>
  Promise.all(requests.map((request) => requestBody(request, loaders)));

/**
 * An approvals inbox item: the request, who else in the requester's team is off or asked to be on its
 * days, and the balance of each year after approval, as the viewer may see them (as GraphQL's card).
 */
export async function inboxItemBody(request: LeaveRequestEntity, viewer: UserEntity | null, loaders: Loaders) {
  const [requester, type, approver, othersOff, balances] = await Promise.all([
    loaders.user.load(request.userId),
    loaders.requestType.load(request.requestTypeId),
    request.approverId ? loaders.user.load(request.approverId) : Promise.resolve(null),
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
  return inboxItemPresenter.present({
    request,
    requester,
    type,
    approver,
    othersOff: others,
    balanceAfterApproval: (balances ?? []).map((year) => ({
      year: year.year,
      days: year.days,
      total_days: year.totalDays,
      available_days: year.availableDays,
      status: year.status,
    })),
  });
}
