import type { DataSource } from 'typeorm';
import { AUDIT_STATS_DAYS } from '../modules/audit/audit.service';
import { UNASSIGNED_DEPARTMENT } from '../modules/analytics/analytics.service';
import { SIZE_NAMES, type ListSizes, type OrganisationCounts, type SizeName } from '../kernel/organisation-sizes';
import { componentLogger } from '../observability/logger';

const log = componentLogger('organisation-sizes');

/** How old the counts may be before a request starts reading them again (in the background). */
export const ORGANISATION_SIZES_REFRESH_MS = 30_000;

const policyList = (key: string) =>
  `(SELECT CASE WHEN jsonb_typeof(settings -> '${key}') = 'array' THEN jsonb_array_length(settings -> '${key}') ELSE 0 END
    FROM policy_settings WHERE id = 1)`;

const largestGroup = (table: string, column: string) =>
  `(SELECT max(n) FROM (SELECT count(*) AS n FROM ${table} WHERE ${column} IS NOT NULL GROUP BY ${column}) groups)`;

/** Opens the statement that reads the counts (in the background, for whichever request finds them old). */
export const SIZES_SQL_TAG = '/* organisation sizes */';

/** One statement over small tables (and the small summaries of requests and of the audit trail). */
const SIZES_SQL = `${SIZES_SQL_TAG} SELECT
  (SELECT count(*) FROM users) AS "people",
  (SELECT count(*) FROM users WHERE is_manager AND is_active) AS "managers",
  ${largestGroup('users', 'manager_id')} AS "mostDirectReports",
  (SELECT count(*) FROM teams) AS "teams",
  ${largestGroup('users', 'team_id')} AS "largestTeam",
  (SELECT count(*) FROM (SELECT coalesce(department, '${UNASSIGNED_DEPARTMENT}') FROM users
                         UNION SELECT department FROM leave_request_start_stats) departments) AS "departments",
  (SELECT count(*) FROM request_types) AS "requestTypes",
  (SELECT count(*) FROM request_types WHERE is_active) AS "activeRequestTypes",
  (SELECT count(*) FROM holidays) AS "holidays",
  (SELECT count(*) FROM locations) AS "locations",
  (SELECT count(*) FROM notification_channels WHERE type = 'http') AS "webhooks",
  ${largestGroup('api_tokens', 'user_id')} AS "apiTokensOfOnePerson",
  (SELECT count(*) FROM notification_channels) AS "notificationChannels",
  (SELECT count(*) FROM notification_rules) AS "notificationRules",
  (SELECT count(DISTINCT action) FROM audit_log_daily_stats) AS "auditActions",
  (SELECT count(DISTINCT resource_type) FROM audit_log_daily_stats) AS "auditResourceTypes",
  (SELECT count(*) FROM (SELECT 1 FROM audit_log_daily_stats
                         WHERE day >= (now() AT TIME ZONE 'UTC')::date - ${AUDIT_STATS_DAYS - 1}
                         GROUP BY action, day) days) AS "auditStatsRows",
  (SELECT count(DISTINCT start_month) FROM leave_request_start_stats) AS "leaveMonths",
  ${policyList('blackoutDateRanges')} AS "blackoutDateRanges",
  ${policyList('departmentOverrides')} AS "departmentOverrides",
  ${policyList('roleOverrides')} AS "roleOverrides"`;

const NO_SIZES: ListSizes = Object.freeze(Object.fromEntries(SIZE_NAMES.map((name) => [name, 0])) as ListSizes);

/**
 * The organisation's current counts that bound lists in the query cost (graphql/list-bounds.ts),
 * read at start and again, in the background, when a request finds them older than
 * ORGANISATION_SIZES_REFRESH_MS. Each reading is a new frozen object, so costs remembered for one
 * reading are never used with another.
 */
export class OrganisationSizes implements OrganisationCounts {
  private sizes: ListSizes = NO_SIZES;
  private readAt = 0;
  private reading: Promise<ListSizes> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxAgeMs = ORGANISATION_SIZES_REFRESH_MS,
  ) {}

  /** The latest counts; starts reading them again when they are old (the caller does not wait). */
  current(): ListSizes {
    if (Date.now() - this.readAt > this.maxAgeMs && !this.reading) {
      // A failed reading is tried again after the same delay, not on every request.
      this.readAt = Date.now();
      this.refresh().catch((error: Error) => log.warn({ err: error }, 'organisation sizes not refreshed'));
    }
    return this.sizes;
  }

  /** Reads the counts now (one statement; concurrent callers share it). */
  refresh(): Promise<ListSizes> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<ListSizes> {
    const [row]: Record<SizeName, string | number | null>[] = await this.dataSource.query(SIZES_SQL);
    const sizes = Object.freeze(
      Object.fromEntries(SIZE_NAMES.map((name) => [name, Number(row?.[name] ?? 0)])),
    ) as ListSizes;
    this.sizes = sizes;
    this.readAt = Date.now();
    return sizes;
  }
}
