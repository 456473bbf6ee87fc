import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { attachPipelinedReads, DEFAULT_READ_PIPELINES, pipelinedReadsOf } from '../lib/pipelined-reads';
import { Locations1765000000000 } from './migrations/1765000000000-locations';
import { WorkSchedules1765500000000 } from './migrations/1765500000000-work-schedules';
import { HourlyLeave1765500000100 } from './migrations/1765500000100-hourly-leave';
import { PushSubscriptions1765600000000 } from './migrations/1765600000000-push-subscriptions';
import { ScimUserDetails1765700000000 } from './migrations/1765700000000-scim-user-details';
import { PersonLanguage1765750000000 } from './migrations/1765750000000-person-language';
import { ChannelLanguage1765800000000 } from './migrations/1765800000000-channel-language';
import { HourlyOverlap1765710000000 } from './migrations/1765710000000-hourly-overlap';
import { SlackLinks1765810000000 } from './migrations/1765810000000-slack-links';
import { SlackUserName1765820000000 } from './migrations/1765820000000-slack-user-name';
import { ScimDirectoryNames1765830000000 } from './migrations/1765830000000-scim-directory-names';
import { ScimDirectoryAssignments1765900000000 } from './migrations/1765900000000-scim-directory-assignments';
import { Imports1765100000000 } from './migrations/1765100000000-imports';
import { LeaveYearChange1765400000000 } from './migrations/1765400000000-leave-year-change';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema';
import { BuiltinData1763700000100 } from './migrations/1763700000100-builtin-data';
import { Notifications1763800000000 } from './migrations/1763800000000-notifications';
import { ApiTokens1763800000100 } from './migrations/1763800000100-api-tokens';
import { Webhooks1763800000200 } from './migrations/1763800000200-webhooks';
import { AnalyticsSummaries1763900000000 } from './migrations/1763900000000-analytics-summaries';
import { AuditSummaries1763900000100 } from './migrations/1763900000100-audit-summaries';
import { BalanceLedger1764500000000 } from './migrations/1764500000000-balance-ledger';
import { EmploymentAndAllowanceOverrides1764500000100 } from './migrations/1764500000100-employment-and-allowance-overrides';
import { ApprovalRouting1764500000200 } from './migrations/1764500000200-approval-routing';
import { AccountSecurity1764200000000 } from './migrations/1764200000000-account-security';
import { SingleSignOn1764600000000 } from './migrations/1764600000000-single-sign-on';
import { CalendarFeeds1764700000000 } from './migrations/1764700000000-calendar-feeds';
import { NotificationChannels1764700000100 } from './migrations/1764700000100-notification-channels';
import { SearchAndFeedback1764750000000 } from './migrations/1764750000000-search-and-feedback';
import { JobSchedules1764800000000 } from './migrations/1764800000000-job-schedules';
import { ProcessingTarget1764800000100 } from './migrations/1764800000100-processing-target';
import { EventLog1764900000000 } from './migrations/1764900000000-event-log';
import { DeliveryOutbox1764900000100 } from './migrations/1764900000100-delivery-outbox';
import { HrRole1764900000300 } from './migrations/1764900000300-hr-role';
import { EventLogByRequest1764950000000 } from './migrations/1764950000000-event-log-by-request';
import { QuickDecisions1765100000400 } from './migrations/1765100000400-quick-decisions';
import { ScimProvisioning1765200000000 } from './migrations/1765200000000-scim-provisioning';
import { PersonalData1765300000000 } from './migrations/1765300000000-personal-data';

export const migrations = [
  InitialSchema1763700000000,
  BuiltinData1763700000100,
  Notifications1763800000000,
  ApiTokens1763800000100,
  Webhooks1763800000200,
  AnalyticsSummaries1763900000000,
  AuditSummaries1763900000100,
  AccountSecurity1764200000000,
  BalanceLedger1764500000000,
  EmploymentAndAllowanceOverrides1764500000100,
  ApprovalRouting1764500000200,
  SingleSignOn1764600000000,
  CalendarFeeds1764700000000,
  NotificationChannels1764700000100,
  SearchAndFeedback1764750000000,
  JobSchedules1764800000000,
  ProcessingTarget1764800000100,
  EventLog1764900000000,
  DeliveryOutbox1764900000100,
  HrRole1764900000300,
  EventLogByRequest1764950000000,
  Locations1765000000000,
  Imports1765100000000,
  QuickDecisions1765100000400,
  ScimProvisioning1765200000000,
  PersonalData1765300000000,
  LeaveYearChange1765400000000,
  WorkSchedules1765500000000,
  HourlyLeave1765500000100,
  PushSubscriptions1765600000000,
  ScimUserDetails1765700000000,
  PersonLanguage1765750000000,
  ChannelLanguage1765800000000,
  HourlyOverlap1765710000000,
  SlackLinks1765810000000,
  SlackUserName1765820000000,
  ScimDirectoryNames1765830000000,
  ScimDirectoryAssignments1765900000000,
];

/** A data source that also closes its pipelined read connections when destroyed. */
class LeavewiseDataSource extends DataSource {
  override async destroy(): Promise<void> {
    await pipelinedReadsOf(this)?.close();
    await super.destroy();
  }
}

/** How a process connects: its name in pg_stat_activity, its pool and its read pipelines. */
export interface DataSourceConnectionOptions {
  poolSize?: number;
  readPipelines?: number;
  applicationName?: string;
}

/**
 * The connection to Postgres with this build's migrations, mapping the `entities` its caller names (the
 * modules' tables: `server/src/database.ts`; none for the migration job, whose migrations and backfills
 * are SQL).
 * `applicationName` names the connections in pg_stat_activity (the read replica's are `leavewise-replica`);
 * `poolSize` connections serve transactions, writes and long reads, `readPipelines` more serve the
 * short reads of the hot paths (see PipelinedReads; 0: they use the pool too).
 */
export function openDataSource(
  url: string,
  entities: DataSourceOptions['entities'],
  options: DataSourceConnectionOptions = {},
): DataSource {
  const dataSource = new LeavewiseDataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: options.poolSize ?? 20,
    extra: { application_name: options.applicationName ?? 'leavewise' },
  });
  const pipelines = options.readPipelines ?? DEFAULT_READ_PIPELINES;
  if (pipelines > 0) attachPipelinedReads(dataSource, pipelines);
  return dataSource;
}
