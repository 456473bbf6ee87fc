/**
 * GraphQL enum values and the spellings the server and database use for them. The schema resolves
 * enums with this map, and codegen.ts types the resolvers with it, so the two cannot drift apart.
 */
export const ENUM_VALUES = {
  Role: { STAFF: 'staff', TEAM_LEAD: 'team-lead', MANAGER: 'manager', ADMIN: 'admin' },
  LeaveStatus: { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected', CANCELLED: 'cancelled' },
  AccrualType: { YEARLY: 'yearly', MONTHLY: 'monthly', QUARTERLY: 'quarterly', NONE: 'none' },
  DayCounting: { CALENDAR_DAYS: 'calendar_days', WORKING_DAYS: 'working_days' },
  BalanceStatus: { EXHAUSTED: 'exhausted', LOW: 'low', GOOD: 'good' },
  UserOrderField: { NAME: 'name', EMAIL: 'email', DEPARTMENT: 'department', CREATED_AT: 'created_at' },
  LeaveRequestOrderField: { CREATED_AT: 'created_at', START_DATE: 'start_date', DAYS: 'days' },
  NotificationType: {
    PTO_REQUEST_SUBMITTED: 'pto_request_submitted',
    PTO_REQUEST_APPROVED: 'pto_request_approved',
    PTO_REQUEST_REJECTED: 'pto_request_rejected',
    PTO_APPROVAL_REQUIRED: 'pto_approval_required',
    OTHER: 'other',
  },
  WebhookDeliveryStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed' },
  CalendarFeedKind: { MINE: 'mine', TEAM: 'team', COMPANY: 'company' },
  NotificationChannelType: { EMAIL: 'email', SLACK: 'slack', TEAMS: 'teams', WEBHOOK: 'webhook' },
  NotificationPriority: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high', URGENT: 'urgent' },
  NotificationChannelStatus: { ACTIVE: 'active', INACTIVE: 'inactive', ERROR: 'error' },
  NotificationEvent: {
    REQUEST_SUBMITTED: 'request_submitted',
    APPROVAL_REQUIRED: 'approval_required',
    REQUEST_APPROVED: 'request_approved',
    REQUEST_REJECTED: 'request_rejected',
    REQUEST_CANCELLED: 'request_cancelled',
    REQUEST_ESCALATED: 'request_escalated',
    BALANCE_LOW: 'balance_low',
  },
  ChannelDeliveryStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed', SUPPRESSED: 'suppressed' },
  SearchSortField: {
    CREATED_AT: 'created_at',
    START_DATE: 'start_date',
    END_DATE: 'end_date',
    DAYS: 'days',
    NAME: 'name',
    STATUS: 'status',
    TYPE: 'type',
  },
  FeedbackCategory: { BUG: 'bug', IDEA: 'idea', PRAISE: 'praise', OTHER: 'other' },
  FeedbackStatus: { NEW: 'new', REVIEWED: 'reviewed', RESOLVED: 'resolved' },
} as const;
