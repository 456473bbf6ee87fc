import { defineModule } from '../../kernel/module';
import { componentLogger } from '../../observability/logger';
import { AUTO_APPROVE_QUEUE, LeaveRequestService } from './leave-request.service';
import { leaveRequestResolvers } from './leave-request.resolvers';
import { leaveRequestRoutes } from './leave-request.rest';

const log = componentLogger('jobs');

export const leaveRequestsModule = defineModule({
  name: 'leave-requests',
  schema: 'leave-requests.graphql',
  mappers: {
    LeaveRequest: 'leave-request.entity#LeaveRequestEntity',
    YearCharge: 'request-ledger#YearChargeView',
    OtherOff: 'approval-context#OtherOffValue',
  },
  enumValues: {
    LeaveStatus: { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected', CANCELLED: 'cancelled' },
    LeaveRequestOrderField: { CREATED_AT: 'created_at', START_DATE: 'start_date', DAYS: 'days' },
    ApprovalStage: { MANAGER: 'manager', HR: 'hr' },
    DayNotCountedReason: {
      WEEKEND: 'weekend',
      HOLIDAY: 'holiday',
      HALF_DAY_HOLIDAY: 'half_day_holiday',
      NOT_WORKING_DAY: 'not_working_day',
    },
  },
  rules: {
    'Query.leaveRequest': 'signedIn',
    'Query.leaveRequests': 'signedIn',
    'Query.pendingApprovals': 'signedIn',
    'Query.leaveDayCount': 'signedIn',
    // Everyone has a calendar: their own requests, their reports' (everyone's for HR and admins).
    'Query.teamCalendar': 'signedIn',
    'Mutation.submitLeaveRequest': 'signedIn',
    'Mutation.approveLeaveRequest': 'signedIn',
    'Mutation.rejectLeaveRequest': 'signedIn',
    'Mutation.cancelLeaveRequest': 'signedIn',
    'Mutation.bulkApproveLeaveRequests': 'approver',
    'POST /pto/requests': 'signedIn',
    'GET /pto/requests': 'signedIn',
    'GET /pto/requests/:userId': 'signedIn',
    'POST /pto/requests/:id/process': 'signedIn',
    'POST /pto/requests/:id/approve': 'signedIn',
    'POST /pto/requests/:id/reject': 'signedIn',
    'GET /pto/pending': 'approver',
    'GET /pto/manager-inbox': 'approver',
    'GET /pto/awaiting-decision': 'signedIn',
    'GET /pto/calendar': 'signedIn',
    'GET /pto/team-calendar': 'signedIn',
  },
  needs: ['audit', 'balances', 'delegations', 'policy', 'reports', 'staffing'],
  provide: ({ dataSource, events, jobs, policy, ledger, audit, delegations, staffing }) => ({
    leaveRequests: new LeaveRequestService(dataSource, policy, ledger, audit, events, jobs, delegations, staffing),
  }),
  jobs: ({ leaveRequests }) => ({
    [AUTO_APPROVE_QUEUE]: {
      run: async (payload) => leaveRequests.autoApprove(String(payload.requestId)),
      concurrency: 2,
    },
  }),
  schedules: ({ leaveRequests }) => ({
    // Requests pending past the policy's escalation delay go up the reporting line.
    escalation: {
      cron: '* * * * *',
      run: async () => {
        const escalated = await leaveRequests.escalateOverdue();
        if (escalated.length) log.info({ count: escalated.length }, 'escalated overdue requests');
      },
      timeoutMs: 5 * 60_000,
    },
  }),
  resolvers: leaveRequestResolvers,
  routes: leaveRequestRoutes,
});
