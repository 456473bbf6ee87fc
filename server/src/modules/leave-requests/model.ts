// What other modules may use of leave requests without the requests' services: the entity, its
// statuses and how days are counted. It imports no service, so a module the leave-requests module
// needs (balances, say) reads requests through it without a loop back. The full face is index.ts.
export { countLeaveDaysWithin, daysPerYear } from './day-count';
export { LEAVE_STATUSES, LeaveRequestEntity } from './leave-request.entity';
export type { LeaveStatusValue } from './leave-request.entity';
