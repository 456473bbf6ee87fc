import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { TokenService } from './auth/tokens';
import { createPassport, type Authenticator } from './auth/passport';
import { JobQueue, LONG_JOB_TIMEOUT_MS } from './jobs/queue';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { CustomReportService } from './modules/analytics/custom-report.service';
import { LeaveAggregateService } from './modules/analytics/leave-aggregate.service';
import { AccountService } from './modules/accounts/account.service';
import { PasswordService } from './modules/accounts/password.service';
import { AuthThrottle, EXPORTS_PER_PERSON, TOO_MANY_EXPORTS } from './auth/throttle';
import { DEFAULT_EXPORT_SLOT_LIMITS, ExportSlots } from './lib/export-slots';
import { OutboundHttp } from './lib/outbound-http';
import { AuditService } from './modules/audit/audit.service';
import { APPLY_RULES_QUEUE, BalanceService } from './modules/balances/balance.service';
import { LedgerService } from './modules/balances/ledger.service';
import { ChangelogService } from './modules/changelog/changelog.service';
import { AUTO_APPROVE_QUEUE, LeaveRequestService } from './modules/leave-requests/leave-request.service';
import { PolicyService } from './modules/policy/policy.service';
import { DelegationService } from './modules/delegations/delegation.service';
import { StaffingService } from './modules/staffing/staffing.service';
import { ReportService } from './modules/reports/report.service';
import { RequestTypeService } from './modules/request-types/request-type.service';
import { SystemService } from './modules/system/system.service';
import { HealthService } from './modules/system/health.service';
import { TeamOverviewService } from './modules/teams/team-overview.service';
import { TeamService } from './modules/teams/team.service';
import { UserService } from './modules/users/user.service';
import { ApiTokenService } from './modules/api-tokens/api-token.service';
import { EmailService } from './modules/email/email.service';
import { WebhookService } from './modules/webhooks/webhook.service';
import { NotificationService } from './modules/notifications/notification.service';
import { SsoBrowserFlow } from './modules/sso/sso-browser';
import { SsoService } from './modules/sso/sso.service';
import { CalendarFeedService } from './modules/calendar-feeds/calendar-feed.service';
import { ChannelSender } from './modules/notification-channels/channel-sender';
import { DeliveryOutbox } from './modules/notification-channels/delivery-outbox';
import { NotificationChannelService } from './modules/notification-channels/notification-channel.service';
import { NotificationPreferenceService } from './modules/notification-channels/notification-preference.service';
import { NotificationRuleService } from './modules/notification-channels/notification-rule.service';
import { DomainEvents } from './realtime/domain-events';
import type { EventBus } from './realtime/events';
import { PgEventBus } from './realtime/pubsub';
import { RealtimeService } from './realtime/realtime.service';
import { Metrics } from './observability/metrics';
import { SearchService } from './modules/search/search.service';
import { FeedbackService } from './modules/feedback/feedback.service';
import { ColleagueLeaveService } from './modules/team-calendar/colleague-leave.service';
import { OrganisationSizes } from './graphql/organisation-sizes';

/** Every domain service, wired once per process and shared by GraphQL, REST and sockets. */
export interface Services {
  dataSource: DataSource;
  config: AppConfig;
  tokens: TokenService;
  authenticator: Authenticator;
  /** The event log and the bus: request events, their consumers, and what subscribers hear. */
  events: DomainEvents;
  jobs: JobQueue;
  audit: AuditService;
  policy: PolicyService;
  balances: BalanceService;
  users: UserService;
  accounts: AccountService;
  passwords: PasswordService;
  teams: TeamService;
  requestTypes: RequestTypeService;
  leaveRequests: LeaveRequestService;
  delegations: DelegationService;
  staffing: StaffingService;
  teamOverview: TeamOverviewService;
  system: SystemService;
  changelog: ChangelogService;
  email: EmailService;
  notifications: NotificationService;
  realtime: RealtimeService;
  apiTokens: ApiTokenService;
  webhooks: WebhookService;
  /** The one delivery outbox of every channel (email, Slack, Teams, webhooks). */
  outbox: DeliveryOutbox;
  /** Every outgoing HTTP call (webhooks, notification channels): public addresses only, pinned. */
  outbound: OutboundHttp;
  reports: ReportService;
  analytics: AnalyticsService;
  customReports: CustomReportService;
  leaveAggregates: LeaveAggregateService;
  sso: SsoService;
  ssoBrowser: SsoBrowserFlow;
  calendarFeeds: CalendarFeedService;
  notificationChannels: NotificationChannelService;
  notificationRules: NotificationRuleService;
  notificationPreferences: NotificationPreferenceService;
  search: SearchService;
  feedback: FeedbackService;
  colleagueLeave: ColleagueLeaveService;
  /** Exports running and waiting in this process, and each person's share of them. */
  exportSlots: ExportSlots;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: Metrics;
  /** Liveness, readiness and the draining state of this process. */
  health: HealthService;
  /** The organisation's counts that bound lists in the GraphQL query cost (cached). */
  organisationSizes: OrganisationSizes;
  /**
   * Where analytics, reports, custom (ad-hoc) reports, aggregates, search and their exports read: the
   * read replica (DATABASE_REPLICA_URL) when there is one, else the primary. Writes, and a person's own
   * reads (dashboard, requests, balances, approvals), always use `dataSource`, the primary.
   */
  reads: DataSource;
}

/**
 * `bus` defaults to Postgres LISTEN/NOTIFY, so subscribers on every server process see every event;
 * pass a LocalEventBus for a single process without Postgres pub/sub.
 */
export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  bus: EventBus = PgEventBus.forDataSource(dataSource),
  replica?: DataSource,
): Services {
  const reads = replica ?? dataSource;
  const events = new DomainEvents(dataSource, bus);
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const metrics = new Metrics(dataSource);
  const jobs = new JobQueue(dataSource, {
    onJobFinished: (queue, outcome, seconds) => {
      metrics.jobRuns.inc({ queue, outcome });
      metrics.jobDuration.observe({ queue }, seconds);
    },
  });
  const throttle = new AuthThrottle(dataSource);
  const exportSlots = new ExportSlots(DEFAULT_EXPORT_SLOT_LIMITS, (personId) =>
    throttle.hit([{ rule: EXPORTS_PER_PERSON, subject: personId }], TOO_MANY_EXPORTS),
  );
  const audit = new AuditService(dataSource, exportSlots);
  const policy = new PolicyService(dataSource, audit);
  const ledger = new LedgerService(dataSource, policy);
  const balances = new BalanceService(dataSource, policy, audit, ledger);
  // A policy change applies from the moment it is saved: reads bring balances up to date, and this job does it for everyone.
  jobs.register(APPLY_RULES_QUEUE, async () => void (await balances.applyRulesToEveryone()), {
    timeoutMs: LONG_JOB_TIMEOUT_MS,
  });
  policy.onChange((manager) => jobs.enqueue(manager, APPLY_RULES_QUEUE, {}, { singletonKey: `policy-${Date.now()}` }));
  const users = new UserService(dataSource, audit, balances);
  const email = new EmailService(dataSource, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const accounts = new AccountService(dataSource, tokens, audit, balances, email, throttle, publicUrl);
  const passwords = new PasswordService(dataSource, tokens, audit, email, jobs, throttle, publicUrl);
  const teams = new TeamService(dataSource, audit);
  const requestTypes = new RequestTypeService(dataSource, audit);
  const delegations = new DelegationService(dataSource, audit);
  const staffing = new StaffingService(dataSource, policy);
  const leaveRequests = new LeaveRequestService(dataSource, policy, ledger, audit, events, jobs, delegations, staffing);
  const teamOverview = new TeamOverviewService(dataSource, balances);
  const changelog = new ChangelogService();
  jobs.register(AUTO_APPROVE_QUEUE, async (payload) => leaveRequests.autoApprove(String(payload.requestId)), {
    concurrency: 2,
  });
  const apiTokens = new ApiTokenService(dataSource, audit);
  accounts.acceptApiTokens((token) => apiTokens.resolve(token));
  const authenticator = createPassport(accounts);
  const system = new SystemService(dataSource, config, jobs, audit, email);
  const notificationPreferences = new NotificationPreferenceService(dataSource);
  const notifications = new NotificationService(
    dataSource,
    policy,
    audit,
    email,
    events,
    delegations,
    (manager, userIds) => notificationPreferences.mutedFor(manager, userIds),
  );
  events.onRequestEvent((event, context) => notifications.handleRequestEvent(event, context));
  const outbound = new OutboundHttp({
    allowedHosts: config.webhookAllowedHosts ?? [],
    timeoutMs: config.outboundTimeoutMs,
  });
  const sender = new ChannelSender(email, outbound);
  const outbox = new DeliveryOutbox(dataSource, jobs, sender);
  const notificationChannels = new NotificationChannelService(dataSource, outbox, audit, sender, outbound);
  const notificationRules = new NotificationRuleService(
    dataSource,
    outbox,
    balances,
    policy,
    audit,
    config.publicUrl ?? null,
  );
  events.onRequestEvent((event, context) => notificationRules.handleRequestEvent(event, context));
  const colleagueLeave = new ColleagueLeaveService(dataSource);
  const calendarFeeds = new CalendarFeedService(
    dataSource,
    leaveRequests,
    audit,
    colleagueLeave,
    exportSlots,
    throttle,
  );
  const webhooks = new WebhookService(dataSource, outbox, audit, outbound, events.log);
  events.onRequestEvent((event, context) => webhooks.handleRequestEvent(event, context));
  const realtime = new RealtimeService(dataSource, events, notifications);
  // Analysts' reading goes to the replica (these services only read).
  const reports = new ReportService(reads, config.processingTargetHours);
  const analytics = new AnalyticsService(reads, config.processingTargetHours);
  const customReports = new CustomReportService(reads, config.processingTargetHours, exportSlots);
  const leaveAggregates = new LeaveAggregateService(reads);
  const sso = new SsoService(dataSource, config.sso ?? null, tokens, audit, balances);
  const ssoBrowser = new SsoBrowserFlow(dataSource, sso, tokens, config.jwtSecret);
  const search = new SearchService(dataSource, leaveRequests, users, audit, exportSlots, reads);
  const feedback = new FeedbackService(dataSource, audit);
  return {
    dataSource,
    config,
    tokens,
    authenticator,
    events,
    jobs,
    audit,
    policy,
    balances,
    users,
    accounts,
    passwords,
    teams,
    requestTypes,
    leaveRequests,
    delegations,
    staffing,
    email,
    notifications,
    realtime,
    apiTokens,
    webhooks,
    outbox,
    outbound,
    teamOverview,
    system,
    changelog,
    reports,
    analytics,
    customReports,
    leaveAggregates,
    sso,
    ssoBrowser,
    calendarFeeds,
    notificationChannels,
    notificationRules,
    notificationPreferences,
    search,
    feedback,
    colleagueLeave,
    exportSlots,
    metrics,
    health: new HealthService(dataSource, events, replica),
    organisationSizes: new OrganisationSizes(dataSource),
    reads,
  };
}
