import { scheduledWorkOf } from './assemble';
import type { Services } from './assemble';
import { Scheduler, type ScheduleDefinition } from '../jobs/scheduler';

/**
 * The scheduled work of every module (escalation, retention, accrual, …), with the cron expressions
 * configuration sets (SCHEDULE_ESCALATION, …) over each module's default. Handlers are registered in
 * every process that runs jobs; the scheduler enqueues each period's job once across all replicas.
 */
export function scheduledWork(services: Services): ScheduleDefinition[] {
  const overrides: Record<string, string | undefined> = services.config.schedules ?? {};
  return [...scheduledWorkOf(services.modules)].map(([name, { cron, run, ...options }]) => {
    services.jobs.register(name, run, options);
    return { name, schedule: overrides[name] ?? cron };
  });
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
