// The leave-requests module's public face: what other modules may use of it (model.ts, and its services).
export * from './model';
export { MAX_REQUEST_SPAN_DAYS } from './leave-request.service';
export type { LeaveRequestFilter, LeaveRequestService } from './leave-request.service';
export { balanceAfterApprovalSeenBy, othersOffSeenBy } from './approval-context.view';
