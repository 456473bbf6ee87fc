import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadBalancesOf } from '../../auth/policy';
import { balanceAfterApprovalSeenBy, othersOffSeenBy } from './approval-context.view';
import { inLine } from '../../context';
import { currentYearOf } from '../../lib/dates';
import { chargesOf } from './request-ledger';
import type { LeaveRequestService } from './leave-request.service';

export const leaveRequestResolvers = ({ leaveRequests }: { leaveRequests: LeaveRequestService }): Resolvers => ({
  YearCharge: {
    balance: async (charge, _args, { loaders, viewer }) => {
      // Balances are kept up to the end of next year (as far ahead as leave can be requested).
      if (!viewer || !charge.userId || !charge.requestTypeId || charge.year > currentYearOf() + 1) return null;
      const person = await loaders.user.load(charge.userId);
      if (!person || !canReadBalancesOf(viewer, await inLine(loaders, person))) return null;
      const rows = await loaders.balances.load(`${charge.userId}:${charge.year}`);
      return rows.find((row) => row.requestTypeId === charge.requestTypeId) ?? null;
    },
  },
  Query: {
    leaveRequest: (_root, { id }, { actor }) => leaveRequests.get(actor, id),
    leaveRequests: (_root, { filter, orderBy, ...page }, { actor }) =>
      leaveRequests.connection(
        actor,
        filter ?? {},
        orderBy ? { field: orderBy.field, direction: orderBy.direction ?? 'DESC' } : undefined,
        page,
      ),
    pendingApprovals: (_root, _args, { actor }) => leaveRequests.pendingApprovals(actor),
    teamCalendar: (_root, { start, end, department, status, scope }, { actor }) =>
      leaveRequests.calendar(actor, { start, end, department, status, scope }),
    leaveDayCount: (_root, { input }, { actor }) => leaveRequests.dayCount(actor, input),
  },
  OtherOff: {
    person: async (entry, _args, { loaders }) => (await loaders.user.load(entry.userId))!,
  },
  Mutation: {
    submitLeaveRequest: (_root, { input }, { actor }) => leaveRequests.submit(actor, input),
    approveLeaveRequest: (_root, { id, comment }, { actor }) => leaveRequests.approve(actor, id, comment),
    rejectLeaveRequest: (_root, { id, reason }, { actor }) => leaveRequests.reject(actor, id, reason),
    cancelLeaveRequest: (_root, { id }, { actor }) => leaveRequests.cancel(actor, id),
    bulkApproveLeaveRequests: (_root, { ids }, { actor }) => leaveRequests.bulkApprove(actor, ids),
  },
  LeaveRequest: {
    type: async (request, _args, { loaders }) => (await loaders.requestType.load(request.requestTypeId))!.name,
    requestType: async (request, _args, { loaders }) => (await loaders.requestType.load(request.requestTypeId))!,
    requester: async (request, _args, { loaders }) => (await loaders.user.load(request.userId))!,
    approver: (request, _args, { loaders }) => (request.approverId ? loaders.user.load(request.approverId) : null),
    viewerCanDecide: async (request, _args, { actor, loaders }) => {
      const requester = await loaders.user.load(request.userId);
      if (!requester || !actor.user || request.status !== 'pending') return false;
      return leaveRequests.viewerCanDecide(
        actor,
        request,
        await inLine(loaders, requester),
        await loaders.standIn.load(actor.user.id),
      );
    },
    viewerDecidesOnBehalfOf: async (request, _args, { actor, loaders }) => {
      const requester = await loaders.user.load(request.userId);
      if (!requester || !actor.user || request.status !== 'pending') return null;
      const id = leaveRequests.viewerDecidesOnBehalfOf(
        actor,
        request,
        await inLine(loaders, requester),
        await loaders.standIn.load(actor.user.id),
      );
      return id ? loaders.user.load(id) : null;
    },
    viewerCanCancel: (request, _args, { actor }) => leaveRequests.viewerCanCancel(actor, request),
    approvalStage: (request) => (request.approvalStage ?? 'manager') as never,
    firstApprover: (request, _args, { loaders }) =>
      request.firstApproverId ? loaders.user.load(request.firstApproverId) : null,
    firstApprovedOnBehalfOf: (request, _args, { loaders }) =>
      request.firstApproverOnBehalfOf ? loaders.user.load(request.firstApproverOnBehalfOf) : null,
    decidedOnBehalfOf: (request, _args, { loaders }) =>
      request.approverOnBehalfOf ? loaders.user.load(request.approverOnBehalfOf) : null,
    othersOff: (request, _args, { actor, loaders }) => othersOffSeenBy(actor.user, request, loaders),
    balanceAfterApproval: (request, _args, { actor, loaders }) =>
      balanceAfterApprovalSeenBy(actor.user, request, loaders),
    charges: (request) =>
      chargesOf(request).map((charge) => ({ ...charge, userId: request.userId, requestTypeId: request.requestTypeId })),
  },
  LedgerEntry: {
    request: (entry, _args, { actor }) => (entry.requestId ? leaveRequests.get(actor, entry.requestId) : null),
  },
  User: {
    // The viewer's own: what waits for their decision (the inbox's rule), null on anyone else.
    awaitingMyDecision: (user, _args, { actor, viewer }) =>
      viewer && viewer.id === user.id ? leaveRequests.awaitingMyDecision(actor) : null,
  },
});
