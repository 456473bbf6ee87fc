import type { RestRoute } from '../../api/route';
import type { HealthService } from './health.service';
import type { SystemService } from './system.service';

export const systemRoutes = ({ health, system }: { health: HealthService; system: SystemService }): RestRoute[] => [
  {
    method: 'get',
    path: '/health',
    statuses: [503],
    summary:
      'Health: status, version, uptime, and database reachability with its round-trip time in milliseconds. Answers 503 when the database does not answer.',
    handler: async (_req) => {
      const health = await system.health();
      return { status: health.database.status === 'online' ? 200 : 503, data: health };
    },
  },
  {
    method: 'get',
    path: '/health/live',
    summary: 'Liveness: answers 200 while the process runs, whatever its dependencies do (no database call).',
    handler: async (_req) => ({ data: health.live() }),
  },
  {
    method: 'get',
    path: '/health/ready',
    summary:
      'Readiness: 200 when the database answers, migrations are current and the realtime listener is connected; 503 with the reason in `message` otherwise, and from the moment the process starts shutting down.',
    handler: async (_req) => {
      const readiness = await health.readiness();
      return {
        send: (res) =>
          void res.status(readiness.ready ? 200 : 503).json({
            success: readiness.ready,
            data: readiness,
            ...(readiness.reason ? { message: readiness.reason } : {}),
          }),
      };
    },
  },
  {
    method: 'get',
    path: '/admin/email-status',
    summary:
      'Email status (administrators): provider, whether the job worker runs, queueSize (messages queued in the outbox), whether an SMTP server is configured and, in `summary`, what that means: without one nothing is sent and status is offline.',
    handler: async (_req, { actor }) => ({ data: await system.emailStatus(actor) }),
  },
  {
    method: 'get',
    path: '/admin/configuration-status',
    summary:
      'The parts that work only once configured (administrators): email, single sign-on, the read replica and notification channels, each with `configured`, a status (offline when not configured) and a `summary` in words.',
    handler: async (_req, { actor }) => ({ data: await system.configurationStatus(actor) }),
  },
  {
    method: 'get',
    path: '/admin/notifications-status',
    summary:
      'Notifications status (administrators): websocketStatus and activeConnections of the socket server in this process.',
    handler: async (_req, { actor }) => ({ data: await system.notificationsStatus(actor) }),
  },
  {
    method: 'post',
    path: '/admin/backend-restart',
    summary:
      'Renews the database connections of this process without dropping in-flight queries (administrators; audited).',
    handler: async (_req, { actor }) => ({ message: (await system.restartBackend(actor)).message }),
  },
  {
    method: 'post',
    path: '/admin/email-restart',
    summary: 'Restarts the background job worker that sends email (administrators; audited).',
    handler: async (_req, { actor }) => ({ message: (await system.restartEmail(actor)).message }),
  },
  {
    method: 'post',
    path: '/admin/notifications-restart',
    summary: 'Restarts the notification socket server of this process (administrators; audited).',
    handler: async (_req, { actor }) => ({
      message: (await system.restartNotifications(actor)).message,
    }),
  },
];
