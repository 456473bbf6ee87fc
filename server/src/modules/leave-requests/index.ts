// The leave-requests module's public face: what other modules may use of it.
export { countLeaveDaysWithin, daysPerYear } from './day-count';
export { LEAVE_STATUSES, LeaveRequestEntity } from './leave-request.entity';
export type { LeaveStatusValue } from './leave-request.entity';
export { MAX_REQUEST_SPAN_DAYS } from './leave-request.service';
export type { LeaveRequestFilter, LeaveRequestService } from './leave-request.service';
export { balanceAfterApprovalSeenBy, othersOffSeenBy } from './approval-context.view';
