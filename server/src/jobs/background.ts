import { DEFAULT_EVENT_RETENTION_DAYS } from '../config';
import { componentLogger } from '../observability/logger';
import type { Services } from '../services';
import { LONG_JOB_TIMEOUT_MS } from './queue';
import { Scheduler, type ScheduleDefinition } from './scheduler';

const log = componentLogger('jobs');

export const ESCALATION_QUEUE = 'escalation';
export const RETENTION_QUEUE = 'retention';
export const ACCRUAL_QUEUE = 'accrual';

/** Default schedules (UTC); SCHEDULE_ESCALATION, SCHEDULE_RETENTION and SCHEDULE_ACCRUAL override them. */
export const DEFAULT_SCHEDULES = { escalation: '* * * * *', retention: '17 3 * * *', accrual: '5 0 * * *' };

/**
 * The scheduled work: escalation of requests pending past the policy's delay, retention (finished jobs
 * to the archive, expired throttle rows and reset links removed, handled events older than
 * EVENT_RETENTION_DAYS deleted from the event log) and accrual (every balance of this
 * year and later brought up to its rules each night: the month's accrual, proration at an employment
 * end, carry-over expiry, so stored figures, reports and exports are current without anyone reading
 * the balance first). Handlers are registered in every process that runs jobs; the scheduler enqueues
 * each period's job once across all replicas.
 */
export function scheduledWork(services: Services): ScheduleDefinition[] {
  const schedules = { ...DEFAULT_SCHEDULES, ...services.config.schedules };
  services.jobs.register(
    ESCALATION_QUEUE,
    async () => {
      const escalated = await services.leaveRequests.escalateOverdue();
      if (escalated.length) log.info({ count: escalated.length }, 'escalated overdue requests');
    },
    { timeoutMs: 5 * 60_000 },
  );
  services.jobs.register(
    ACCRUAL_QUEUE,
    async () => {
      const refreshed = await services.balances.applyRulesToEveryone();
      log.info({ refreshed }, 'balances brought up to their rules');
    },
    { timeoutMs: LONG_JOB_TIMEOUT_MS },
  );
  services.jobs.register(
    RETENTION_QUEUE,
    async () => {
      const jobs = await services.jobs.archiveFinished();
      const events = await services.events.log.prune(
        services.config.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS,
      );
      const [throttle, resetLinks] = await Promise.all([
        services.dataSource.query(
          `WITH a AS (DELETE FROM login_failures WHERE created_at < now() - interval '2 days' RETURNING 1),
              b AS (DELETE FROM auth_throttle WHERE created_at < now() - interval '2 days' RETURNING 1)
         SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM b) AS count`,
        ),
        services.dataSource.query(
          `WITH d AS (DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '7 days' RETURNING 1)
         SELECT count(*) AS count FROM d`,
        ),
      ]);
      log.info(
        { ...jobs, events, throttleRows: Number(throttle[0].count), resetLinks: Number(resetLinks[0].count) },
        'retention done',
      );
    },
    { timeoutMs: LONG_JOB_TIMEOUT_MS },
  );
  return [
    { name: ESCALATION_QUEUE, schedule: schedules.escalation },
    { name: RETENTION_QUEUE, schedule: schedules.retention },
    { name: ACCRUAL_QUEUE, schedule: schedules.accrual },
  ];
}

/**
 * Starts this process's share of the background work: the job queue (auto-approval, email, webhooks
 * and the scheduled jobs) and the scheduler that enqueues scheduled work once per period. Safe on every
 * replica. `stop` waits up to `graceMs` for running jobs, then releases them to another replica.
 */
export function startBackgroundWork(services: Services): { stop(options?: { graceMs?: number }): Promise<void> } {
  const scheduler = new Scheduler(
    services.dataSource,
    services.jobs,
    scheduledWork(services),
    services.config.scheduleTickMs,
  );
  services.jobs.start();
  scheduler.start();
  return {
    stop: async (options = {}) => {
      await scheduler.stop();
      await services.jobs.stop(options);
    },
  };
}
