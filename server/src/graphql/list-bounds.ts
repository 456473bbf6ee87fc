import { getNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType } from 'graphql';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { AUDIT_PAGE_SIZE } from '../modules/audit/audit.service';
import { TREND_MONTHS } from '../modules/analytics/analytics.service';
import { CUSTOM_REPORT_MAX_COLUMNS, CUSTOM_REPORT_MAX_SUMMARY } from '../modules/analytics/custom-report.service';
import { CALENDAR_FEED_KINDS } from '../modules/calendar-feeds/calendar-feed.entity';
import { FEED_HISTORY_SHOWN } from '../modules/calendar-feeds/calendar-feed.service';
import { DELEGATIONS_SHOWN } from '../modules/delegations/delegation.service';
import { FEEDBACK_PAGE_SIZE } from '../modules/feedback/feedback.service';
import { LEAVE_STATUSES } from '../modules/leave-requests/leave-request.entity';
import { OTHERS_OFF_SHOWN } from '../modules/leave-requests/approval-context';
import { CALENDAR_ENTRIES_SHOWN, PENDING_APPROVALS_SHOWN } from '../modules/leave-requests/leave-request.service';
import { MAX_SAVED_SEARCHES, MAX_SEARCH_PAGE_SIZE, PEOPLE_SHOWN } from '../modules/search/search.service';
import { COLLEAGUE_LEAVE_SHOWN } from '../modules/team-calendar/colleague-leave.service';
import { TEAM_OVERVIEW_MAX_MEMBERS } from '../modules/teams/team-overview.service';
import { ROLES } from '../modules/users/user.entity';
import { MAX_IMPORT_ROWS } from '../modules/imports/import-file';
import { LEAVE_YEAR_MOVES_SHOWN, LEAVE_YEARS_SHOWN } from '../modules/leave-year/leave-year.shape';
import { MAX_ATTEMPTS } from '../modules/notification-channels/delivery-outbox';
import { MAX_BULK_PEOPLE, MAX_SCHEDULE_PERIODS } from '../modules/schedules/schedule.service';
import { SCHEDULE_TEMPLATE_COUNT } from '../modules/schedules/working-time';
import { MAX_PUSH_DEVICES } from '../modules/push/push.service';
import type { ListSizes, SizeName } from '../kernel/organisation-sizes';

type ArgumentSizer = (args: Record<string, unknown>, sizes: ListSizes) => number;

const AGGREGATE_DIMENSION_SIZES: Record<string, (sizes: ListSizes) => number> = {
  STATUS: () => LEAVE_STATUSES.length,
  TYPE: (sizes) => sizes.requestTypes,
  DEPARTMENT: (sizes) => sizes.departments,
  MONTH: (sizes) => sizes.leaveMonths,
};

/** Lists whose length their own arguments decide. */
export const ARGUMENT_SIZES = {
  /** One group per combination of the grouped dimensions' values (no dimension: one group). */
  aggregateGroups: (args, sizes) =>
    [...new Set(Array.isArray(args.groupBy) ? args.groupBy : [])].reduce(
      (groups: number, dimension) => groups * (AGGREGATE_DIMENSION_SIZES[String(dimension)]?.(sizes) ?? 1),
      1,
    ),
} satisfies Record<string, ArgumentSizer>;

/**
 * How long a list field may be, for each parent object. At least one of `max`, `size`, `args`,
 * `typical` or `page`; when several are given, the smallest holds.
 */
export interface ListBound {
  /** A maximum the code enforces: a service's LIMIT, a page size, validation, an enum's size. */
  max?: number;
  /** The organisation's current count of it (refreshed every half minute). */
  size?: SizeName;
  /** Sized by the field's own arguments. */
  args?: keyof typeof ARGUMENT_SIZES;
  /**
   * For a list derived from the data that has no useful maximum: the size it usually has. What an
   * operation actually resolves is counted and capped (graphql/work-limits.ts), so a larger list is
   * stopped there.
   */
  typical?: number;
  /** Items under distinct parents are distinct and number at most this count in all (every team's members: everyone). */
  total?: SizeName;
  /** One item per item of the enclosing connection, whose `first`/`last` already counts them (its edges). */
  page?: true;
}

/**
 * Every field that returns a list of objects and takes no `first`/`last`, with its bound. The server
 * refuses to start when a list field is missing here (schema.ts), so a new list is always costed.
 */
export const LIST_BOUNDS: Record<string, ListBound> = {
  // Connections: their page size is the bound.
  'UserConnection.edges': { page: true },
  'LeaveRequestConnection.edges': { page: true },
  'LeaveBalanceConnection.edges': { page: true },
  'AuditLogConnection.edges': { page: true },
  'NotificationConnection.edges': { page: true },
  'RequestEventConnection.edges': { page: true },
  'LedgerEntryConnection.edges': { page: true },
  'ImportConnection.edges': { page: true },

  // People and teams: they grow with the organisation.
  'Query.managers': { size: 'managers' },
  'Query.teams': { size: 'teams' },
  'Team.members': { size: 'largestTeam', total: 'people' },
  'User.directReports': { size: 'mostDirectReports', total: 'people' },
  'TeamOverview.members': { max: TEAM_OVERVIEW_MAX_MEMBERS, size: 'people' },
  'NotificationRuleConditions.teams': { size: 'teams' },
  'Analytics.departments': { size: 'departments' },
  'Analytics.predictions': { size: 'departments' },

  // One per request type (a person's balances of a year: one per active type; their own allowances).
  'Query.requestTypes': { size: 'requestTypes' },
  'User.balances': { size: 'activeRequestTypes' },
  'User.allowanceOverrides': { size: 'requestTypes' },

  // What administrators configure.
  'Query.holidays': { size: 'holidays' },
  'Query.locations': { size: 'locations' },
  'Query.locationCalendars': { size: 'locations' },
  // A year's public holidays and company days: a dozen or two; a calendar range spans at most 366 days.
  'Location.holidays': { typical: 25, max: 366 },
  'LocationCalendar.daysOff': { typical: 10, max: 367 },
  // Working schedules: a person's periods (capped), the templates, a bulk assignment's people.
  'Query.workSchedules': { typical: 3, max: MAX_SCHEDULE_PERIODS },
  'User.workSchedulesBetween': { typical: 1, max: MAX_SCHEDULE_PERIODS },
  'WorkingTime.templates': { max: SCHEDULE_TEMPLATE_COUNT },
  'Mutation.assignScheduleTemplate': { max: MAX_BULK_PEOPLE, size: 'people' },
  'Mutation.assignWorkCalendar': { max: MAX_BULK_PEOPLE, size: 'people' },
  // The library's countries (about 200), and a country's regions (the United States has the most, about 50).
  'Query.holidayCountries': { max: 250 },
  'HolidayCountry.regions': { typical: 10, max: 60 },
  'Query.webhooks': { size: 'webhooks' },
  'Query.apiTokens': { size: 'apiTokensOfOnePerson' },
  'Query.pushDevices': { typical: 2, max: MAX_PUSH_DEVICES },
  'Query.notificationChannels': { size: 'notificationChannels' },
  'NotificationRule.channels': { size: 'notificationChannels' },
  'Query.notificationRules': { size: 'notificationRules' },
  'PolicySettings.blackoutDateRanges': { size: 'blackoutDateRanges' },
  'PolicySettings.departmentOverrides': { size: 'departmentOverrides' },
  'PolicySettings.roleOverrides': { size: 'roleOverrides' },

  // Capped by the service, or by the domain.
  'Query.pendingApprovals': { max: PENDING_APPROVALS_SHOWN },
  // An import: one entry per column (at most 50) or field, per row (at most 10,000).
  'Query.importFields': { max: 20 },
  'ImportOutcome.fields': { max: 20 },
  'ImportOutcome.mapping': { max: 50 },
  'ImportOutcome.errors': { typical: 20, max: 3 * MAX_IMPORT_ROWS },
  'ImportOutcome.rows': { typical: 500, max: MAX_IMPORT_ROWS },
  'BulkApproveResult.approved': { max: PENDING_APPROVALS_SHOWN },
  'BulkApproveResult.failed': { max: PENDING_APPROVALS_SHOWN },
  'Query.teamCalendar': { max: CALENDAR_ENTRIES_SHOWN },
  'Query.colleagueLeave': { max: COLLEAGUE_LEAVE_SHOWN },
  'Query.approvalDelegations': { max: DELEGATIONS_SHOWN },
  'Query.savedSearches': { max: MAX_SAVED_SEARCHES },
  'Query.roleStats': { max: ROLES.length },
  'Query.calendarFeeds': { max: CALENDAR_FEED_KINDS.length },
  'CalendarFeed.fetches': { max: FEED_HISTORY_SHOWN },
  // A request spans at most 366 days, so at most two years.
  'LeaveRequest.charges': { max: 2 },
  'LeaveRequest.balanceAfterApproval': { max: 2 },
  'DayCountPreview.years': { max: 2 },
  'DayCountPreview.notCounted': { typical: 4, max: 367 },
  // The longest report range, 365 days, touches at most 13 calendar months.
  'PtoReport.monthlyStats': { max: 13 },
  'PtoReport.insights': { max: 4 },
  'Analytics.trends': { max: TREND_MONTHS },
  'CustomReport.summary': { max: CUSTOM_REPORT_MAX_SUMMARY },
  'CustomReport.columns': { max: CUSTOM_REPORT_MAX_COLUMNS },
  'AuditLogPage.entries': { max: AUDIT_PAGE_SIZE },
  'AuditStats.daily': { size: 'auditStatsRows' },
  'AuditStats.byAction': { size: 'auditActions' },
  'AuditSummary.byAction': { size: 'auditActions' },
  'AuditSummary.byResourceType': { size: 'auditResourceTypes' },
  'AuditSummary.topActors': { max: 20 },
  'SearchResults.requests': { max: MAX_SEARCH_PAGE_SIZE },
  'SearchResults.people': { max: PEOPLE_SHOWN },
  'FeedbackPage.entries': { max: FEEDBACK_PAGE_SIZE },
  'Query.leaveAggregates': { args: 'aggregateGroups' },

  // Derived from the data: usually short, with no useful maximum (counted as they resolve).
  'Query.staffingShortfalls': { typical: 50 },
  'StaffingCheck.shortfalls': { typical: 10 },
  'StaffingShortfall.absent': { typical: 5, size: 'largestTeam' },
  'LeaveRequest.othersOff': { typical: 5, max: OTHERS_OFF_SHOWN },
  'LeaveYearChange.moves': { max: LEAVE_YEAR_MOVES_SHOWN },
  'LeaveYearBalanceMove.before': { typical: 2, max: LEAVE_YEARS_SHOWN },
  'LeaveYearBalanceMove.after': { typical: 2, max: LEAVE_YEARS_SHOWN },
  // Each sending tries up to MAX_ATTEMPTS.http times; an administrator's redeliveries add more.
  'WebhookDelivery.attemptLog': { typical: MAX_ATTEMPTS.http },
};

const pages = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => arg.name === 'first' || arg.name === 'last');

/** Every field of the schema that returns a list of objects and takes no `first`/`last`, as `Type.field`. */
export function unpagedListFields(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap()).flatMap((type) =>
    !type.name.startsWith('__') && (isObjectType(type) || isInterfaceType(type))
      ? Object.values(type.getFields())
          .filter(
            (field) =>
              isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type)) && !pages(field),
          )
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
}

/** Stops the server from starting when a list field has no bound, or a bound names no list field. */
export function assertListBounds(schema: GraphQLSchema): void {
  const fields = unpagedListFields(schema);
  for (const name of fields)
    if (!Object.prototype.hasOwnProperty.call(LIST_BOUNDS, name))
      throw new Error(`No size bound declared for the list ${name} in graphql/list-bounds.ts`);
  const known = new Set(fields);
  for (const [name, bound] of Object.entries(LIST_BOUNDS)) {
    if (!known.has(name)) throw new Error(`graphql/list-bounds.ts bounds ${name}, which is no unpaged list of objects`);
    if (bound.max === undefined && !bound.size && !bound.args && bound.typical === undefined && !bound.page)
      throw new Error(`The bound of ${name} in graphql/list-bounds.ts sets no size`);
  }
}

/** The most items one parent's list may hold, as far as its bound tells. */
export function itemsPerParent(bound: ListBound, sizes: ListSizes, args: Record<string, unknown>): number {
  const limits = [
    bound.max,
    bound.size && sizes[bound.size],
    bound.args && ARGUMENT_SIZES[bound.args](args, sizes),
    bound.typical,
  ].filter((limit): limit is number => typeof limit === 'number');
  return Math.max(0, Math.min(...limits));
}

/** A bound in words, for the reviewed snapshot of the table. */
export function describeListBound(bound: ListBound): string {
  if (bound.page) return 'one per item of the page';
  const parts = [
    bound.max !== undefined && `at most ${bound.max}`,
    bound.size && `at most ${bound.size}`,
    bound.args && `sized by its arguments (${bound.args})`,
    bound.typical !== undefined && `typically ${bound.typical}`,
  ].filter(Boolean);
  return `${parts.join(', ')}${bound.total ? `; at most ${bound.total} over distinct parents` : ''}`;
}
