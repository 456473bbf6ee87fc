import { DEFAULT_EVENT_RETENTION_DAYS } from '../../config';
import { LONG_JOB_TIMEOUT_MS } from '../../jobs/queue';
import { defineModule } from '../../kernel/module';
import { componentLogger } from '../../observability/logger';
import { HealthService } from './health.service';
import { systemQueries } from './system.queries';
import { SystemService } from './system.service';
import { systemRoutes } from './system.rest';

const log = componentLogger('jobs');

export const systemModule = defineModule({
  name: 'system',
  rules: {
    'GET /health': 'anyone',
    'GET /health/live': 'anyone',
    'GET /health/ready': 'anyone',
    'GET /admin/email-status': 'admin',
    'GET /admin/configuration-status': 'admin',
    'GET /admin/notifications-status': 'admin',
    'POST /admin/backend-restart': 'admin',
    'POST /admin/email-restart': 'admin',
    'POST /admin/notifications-restart': 'admin',
  },
  needs: ['audit', 'email'],
  provide: ({ dataSource, replica, config, events, jobs, audit, email }) => ({
    system: new SystemService(dataSource, config, jobs, audit, email),
    /** Liveness, readiness and the draining state of this process. */
    health: new HealthService(dataSource, events, replica),
  }),
  schedules: ({ dataSource, config, events, jobs }) => ({
    // Finished jobs to the archive, expired throttle rows and reset links removed, handled events older
    // than EVENT_RETENTION_DAYS deleted from the event log.
    retention: {
      cron: '17 3 * * *',
      run: async () => {
        const archived = await jobs.archiveFinished();
        const pruned = await events.log.prune(config.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS);
        const [throttleRows, resetLinks] = await Promise.all([
          systemQueries.pruneThrottle(dataSource),
          systemQueries.pruneResetLinks(dataSource),
        ]);
        log.info(
          {
            ...archived,
            events: pruned,
            throttleRows,
            resetLinks,
          },
          'retention done',
        );
      },
      timeoutMs: LONG_JOB_TIMEOUT_MS,
    },
  }),
  routes: systemRoutes,
});
