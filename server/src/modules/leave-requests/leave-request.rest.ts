import type { Request } from 'express';
import { defaultPeopleScope, requireSignedIn } from '../../auth/policy';
import { badInput } from '../../lib/errors';
import { bodyOf, bool, paging, pageArgs, pagination, param, query, queryScope, text } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { addDays, todayIso } from '../../lib/dates';
import { LEAVE_STATUSES, type LeaveRequestEntity, type LeaveStatusValue } from './leave-request.entity';
import { inboxItemBody, requestBodies, requestBody } from './leave-request.shape';
import type { LeaveRequestService } from './leave-request.service';
import type { ReportService } from '../reports';

function statusQuery(value: string | undefined): LeaveStatusValue | undefined {
  if (value === undefined || value === 'all') return undefined;
  if (!(LEAVE_STATUSES as readonly string[]).includes(value))
    throw badInput(`\`status\` must be one of ${LEAVE_STATUSES.join(', ')}`, 'status');
  return value as LeaveStatusValue;
}

const pagedQuery = {
  page: 'page number from 1 (default 1)',
  limit: 'rows per page, 1-100 (default 100)',
  status: 'pending, approved, rejected or cancelled',
};

/** Two-step requests stay pending after the manager's approval. */
const approvalMessage = (request: LeaveRequestEntity): string =>
  request.status === 'approved' ? 'Request approved' : 'Approved by the manager; HR approves it next';

export const leaveRequestRoutes = ({
  leaveRequests,
  reports,
}: {
  leaveRequests: LeaveRequestService;
  reports: ReportService;
}): RestRoute[] => [
  {
    method: 'post',
    path: '/pto/requests',
    statuses: [201],
    response: 'LeaveRequest',
    summary:
      'Submits a leave request for the caller. Reads type, start_date, end_date, notes, start_half_day and end_half_day (camelCase twins accepted), ' +
      'and startTime and endTime (HH:MM) for an hourly request on one day; ' +
      'status, days and user_id are decided by the server. Answers the request with requestId/request_id/id.',
    body: {
      type: 'pto, sickness, other or an admin-defined type',
      start_date: 'YYYY-MM-DD',
      end_date: 'YYYY-MM-DD',
      notes: 'optional',
      start_half_day: 'boolean',
      end_half_day: 'boolean',
      startTime: 'HH:MM, local time an hourly request starts (a type counted in hours)',
      endTime: 'HH:MM, local time it ends',
    },
    handler: async (req, { actor, loaders }) => {
      const body = bodyOf(req);
      const request = await leaveRequests.submit(actor, {
        type: text(body, 'type') ?? '',
        startDate: text(body, 'start_date', 'startDate') ?? '',
        endDate: text(body, 'end_date', 'endDate') ?? '',
        notes: text(body, 'notes'),
        startHalfDay: bool(body, 'start_half_day', 'startHalfDay'),
        endHalfDay: bool(body, 'end_half_day', 'endHalfDay'),
        startTime: text(body, 'startTime', 'start_time'),
        endTime: text(body, 'endTime', 'end_time'),
      });
      return { status: 201, data: await requestBody(request, loaders), message: 'Request submitted successfully' };
    },
  },
  {
    method: 'get',
    path: '/pto/requests',
    response: 'LeaveRequest[]',
    summary: "The caller's own leave requests, newest first, paged.",
    query: pagedQuery,
    handler: async (req, { actor, loaders }) => {
      requireSignedIn(actor);
      const { page, limit } = paging(req, 100);
      const result = await leaveRequests.connection(
        actor,
        { userId: actor.user.id, status: statusOf(req) ? [statusOf(req)!] : null },
        undefined,
        pageArgs(page, limit),
      );
      return {
        data: await requestBodies(
          result.edges.map((e) => e.node),
          loaders,
        ),
        extra: { pagination: pagination(page, limit, result.totalCount) },
      };
    },
  },
  {
    method: 'get',
    path: '/pto/requests/:userId',
    response: 'LeaveRequest[]',
    summary:
      "One person's leave requests, newest first, paged: their own, their manager's view, or HR and administrators. 404 for anyone else.",
    query: pagedQuery,
    handler: async (req, { actor, loaders }) => {
      const { page, limit } = paging(req, 100);
      const result = await leaveRequests.requestsOf(actor, param(req, 'userId'), pageArgs(page, limit));
      return {
        data: await requestBodies(
          result.edges.map((e) => e.node),
          loaders,
        ),
        extra: { pagination: pagination(page, limit, result.totalCount) },
      };
    },
  },
  {
    method: 'get',
    path: '/pto/pending',
    response: 'LeaveRequest[]',
    summary:
      'Pending requests the caller may decide now (their reports; for HR and administrators also people without a manager and escalated requests), oldest first.',
    handler: async (_req, { actor, loaders }) => ({
      data: await requestBodies(await leaveRequests.pendingApprovals(actor), loaders),
    }),
  },
  {
    method: 'get',
    path: '/pto/manager-inbox',
    response: 'InboxItem[]',
    summary:
      "The manager inbox (spec §3 inbox items): the same requests as /pto/pending, with the requester's name, email, department and job title, " +
      "who else in the requester's team is off or asked to be on those days (others_off) and the balance of each year after approval (balance_after_approval).",
    handler: async (_req, { actor, loaders }) => ({
      data: await Promise.all(
        (await leaveRequests.pendingApprovals(actor)).map((request) => inboxItemBody(request, actor.user, loaders)),
      ),
    }),
  },
  {
    method: 'get',
    path: '/pto/awaiting-decision',
    summary:
      "What waits for the caller's decision, by the inbox's rule: count (all of them) and oldest (the request waiting longest, or null).",
    handler: async (_req, { actor, loaders }) => {
      const { count, oldest } = await leaveRequests.awaitingMyDecision(actor);
      return { data: { count, oldest: oldest ? await requestBody(oldest, loaders) : null } };
    },
  },
  {
    method: 'post',
    path: '/pto/requests/:id/process',
    response: 'LeaveRequest',
    summary:
      'Approves or rejects a pending request: action is "approve" or "reject"; comments go with an approval, rejectionReason (required) with a rejection. 409 when no longer pending.',
    body: { action: 'approve or reject', comments: 'optional approval comment', rejectionReason: 'required to reject' },
    handler: async (req, { actor, loaders }) => {
      const body = bodyOf(req);
      const action = text(body, 'action');
      const id = param(req, 'id');
      if (action === 'approve' || action === 'approved') {
        const request = await leaveRequests.approve(actor, id, text(body, 'comments', 'comment'));
        return { data: await requestBody(request, loaders), message: approvalMessage(request) };
      }
      if (action === 'reject' || action === 'rejected') {
        return {
          data: await requestBody(
            await leaveRequests.reject(actor, id, text(body, 'rejectionReason', 'rejection_reason', 'reason') ?? ''),
            loaders,
          ),
          message: 'Request rejected',
        };
      }
      throw badInput('`action` must be "approve" or "reject"', 'action');
    },
  },
  {
    method: 'post',
    path: '/pto/requests/:id/approve',
    response: 'LeaveRequest',
    summary:
      'Approves a pending request with an optional comment (approvedAt is set by the server; a posted one is ignored). For a type that needs HR approval too, the manager\'s approval leaves it pending with approval_stage "hr" until HR approves. 409 when no longer pending.',
    body: { comments: 'optional' },
    handler: async (req, { actor, loaders }) => {
      const request = await leaveRequests.approve(actor, param(req, 'id'), text(bodyOf(req), 'comments', 'comment'));
      return { data: await requestBody(request, loaders), message: approvalMessage(request) };
    },
  },
  {
    method: 'post',
    path: '/pto/requests/:id/reject',
    response: 'LeaveRequest',
    summary:
      'Rejects a pending request; rejectionReason is required ("Please provide a rejection reason"). 409 when no longer pending.',
    body: { rejectionReason: 'required' },
    handler: async (req, { actor, loaders }) => {
      const request = await leaveRequests.reject(
        actor,
        param(req, 'id'),
        text(bodyOf(req), 'rejectionReason', 'rejection_reason', 'reason') ?? '',
      );
      return { data: await requestBody(request, loaders), message: 'Request rejected' };
    },
  },
  {
    method: 'get',
    path: '/pto/calendar',
    response: 'LeaveRequest[]',
    summary:
      "Pending and approved leave overlapping start..end (both required, YYYY-MM-DD, at most a year apart): the caller's own and that of a scope's people (the reporting line by default; everyone for HR and administrators).",
    query: {
      start: 'YYYY-MM-DD (required)',
      end: 'YYYY-MM-DD (required)',
      status: 'pending or approved',
      department: 'only this department',
      scope: 'direct_reports, reporting_line or everyone',
    },
    handler: async (req, { actor, loaders }) => {
      const entries = await leaveRequests.calendar(actor, {
        start: query(req, 'start') ?? '',
        end: query(req, 'end') ?? '',
        status: statusOf(req),
        department: query(req, 'department'),
        scope: queryScope(req),
      });
      return { data: await requestBodies(entries, loaders) };
    },
  },
  {
    method: 'get',
    path: '/pto/team-calendar',
    response: 'LeaveRequest[]',
    summary:
      'The team calendar: like /pto/calendar, from 7 days ago to 90 days ahead unless start and end are given; coverage beside data says whose (besides the caller).',
    query: {
      start: 'YYYY-MM-DD',
      end: 'YYYY-MM-DD',
      status: 'pending or approved',
      department: 'only this department',
      scope: 'direct_reports, reporting_line or everyone',
    },
    handler: async (req, { actor, loaders }) => {
      const today = todayIso();
      const start = query(req, 'start') ?? addDays(today, -7);
      const end = query(req, 'end') ?? addDays(today, 90);
      const scope = queryScope(req);
      const entries = await leaveRequests.calendar(actor, {
        start,
        end,
        status: statusOf(req),
        department: query(req, 'department'),
        scope,
      });
      requireSignedIn(actor);
      const coverage = await reports.coverage(actor, scope ?? defaultPeopleScope(actor.user), query(req, 'department'));
      return { data: await requestBodies(entries, loaders), extra: { range: { start, end }, coverage } };
    },
  },
];

const statusOf = (req: Request): LeaveStatusValue | undefined => statusQuery(query(req, 'status'));
