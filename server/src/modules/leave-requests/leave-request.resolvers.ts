import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadBalancesOf } from '../../auth/policy';
import { balanceAfterApprovalSeenBy, othersOffSeenBy } from './approval-context.view';
import { inLine } from '../../graphql/loaders';
import { currentYear } from '../users/user.service';
import { chargesOf } from './request-ledger';

export const leaveRequestResolvers: Resolvers = {
  YearCharge: {
    balance: async (charge, _args, { loaders, viewer }) => {
      // Balances are kept up to the end of next year (as far ahead as leave can be requested).
      if (!viewer || !charge.userId || !charge.requestTypeId || charge.year > currentYear() + 1) return null;
      const person = await loaders.user.load(charge.userId);
      if (!person || !canReadBalancesOf(viewer, await inLine(loaders, person))) return null;
      const rows = await loaders.balances.load(`${charge.userId}:${charge.year}`);
      return rows.find((row) => row.requestTypeId === charge.requestTypeId) ?? null;
    },
  },
  Query: {
    leaveRequest: (_root, { id }, { services, actor }) => services.leaveRequests.get(actor, id),
    leaveRequests: (_root, { filter, orderBy, ...page }, { services, actor }) =>
      services.leaveRequests.connection(
        actor,
        filter ?? {},
        orderBy ? { field: orderBy.field, direction: orderBy.direction ?? 'DESC' } : undefined,
        page,
      ),
    pendingApprovals: (_root, _args, { services, actor }) => services.leaveRequests.pendingApprovals(actor),
    leaveDayCount: (_root, { input }, { services, actor }) => services.leaveRequests.dayCount(actor, input),
  },
  OtherOff: {
    person: async (entry, _args, { loaders }) => (await loaders.user.load(entry.userId))!,
  },
  Mutation: {
    submitLeaveRequest: (_root, { input }, { services, actor }) => services.leaveRequests.submit(actor, input),
    approveLeaveRequest: (_root, { id, comment }, { services, actor }) =>
      services.leaveRequests.approve(actor, id, comment),
    rejectLeaveRequest: (_root, { id, reason }, { services, actor }) =>
      services.leaveRequests.reject(actor, id, reason),
    cancelLeaveRequest: (_root, { id }, { services, actor }) => services.leaveRequests.cancel(actor, id),
    bulkApproveLeaveRequests: (_root, { ids }, { services, actor }) => services.leaveRequests.bulkApprove(actor, ids),
  },
  LeaveRequest: {
    type: async (request, _args, { loaders }) => (await loaders.requestType.load(request.requestTypeId))!.name,
    requestType: async (request, _args, { loaders }) => (await loaders.requestType.load(request.requestTypeId))!,
    requester: async (request, _args, { loaders }) => (await loaders.user.load(request.userId))!,
    approver: (request, _args, { loaders }) => (request.approverId ? loaders.user.load(request.approverId) : null),
    viewerCanDecide: async (request, _args, { services, actor, loaders }) => {
      const requester = await loaders.user.load(request.userId);
      if (!requester || !actor.user || request.status !== 'pending') return false;
      return services.leaveRequests.viewerCanDecide(
        actor,
        request,
        await inLine(loaders, requester),
        await loaders.standIn.load(actor.user.id),
      );
    },
    viewerDecidesOnBehalfOf: async (request, _args, { services, actor, loaders }) => {
      const requester = await loaders.user.load(request.userId);
      if (!requester || !actor.user || request.status !== 'pending') return null;
      const id = services.leaveRequests.viewerDecidesOnBehalfOf(
        actor,
        request,
        await inLine(loaders, requester),
        await loaders.standIn.load(actor.user.id),
      );
      return id ? loaders.user.load(id) : null;
    },
    viewerCanCancel: (request, _args, { services, actor }) => services.leaveRequests.viewerCanCancel(actor, request),
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
};
