import type { TFunction } from 'i18next';
import { ApiCallError, fetchApiJson, httpErrorMessage } from '../../../lib/authorizedFetch';

/**
 * Spec §3 component status values, and `not_configured` for a component that runs but does nothing
 * because it was never set up (email without an SMTP server).
 */
export type ComponentStatus = 'online' | 'offline' | 'error' | 'unknown' | 'not_configured';
export type ComponentName = 'backend' | 'email' | 'notifications';

/** Spec §9: System Status refreshes every 30 seconds; the page reloads 5 s after a backend restart; re-check 2 s after the others. */
export const AUTO_REFRESH_MS = 30_000;
export const RELOAD_AFTER_BACKEND_RESTART_MS = 5_000;
export const RECHECK_AFTER_RESTART_MS = 2_000;

export interface HealthData {
  status: ComponentStatus;
  version: string;
  uptimeSeconds: number;
  lastCheck: string;
  responseTime: number;
  database: { status: ComponentStatus; responseTime: number | null; error?: string };
}
export interface EmailData {
  status: ComponentStatus;
  provider: string;
  queueSize: number;
  lastError: string | null;
  workerRunning: boolean;
  lastCheck: string;
}
export interface NotificationsData {
  status: ComponentStatus;
  websocketStatus: ComponentStatus;
  activeConnections: number;
  lastCheck: string;
}

export interface ComponentCheck<T> {
  status: ComponentStatus;
  /** Round trip of the status call as the browser measured it, in ms (null when unanswered). */
  responseTime: number | null;
  /** When the browser checked. */
  checkedAt: string;
  data: T | null;
  error: string | null;
  /** Why a component that answers still does not do its job (its card says it in words: `notes.<note>`). */
  note?: typeof EMAIL_NOT_CONFIGURED;
}

/** Email without an SMTP server keeps every message in the outbox: it answers, but sends nothing. */
export const EMAIL_NOT_CONFIGURED = 'emailNotConfigured' as const;

/** The verdict on a component that answered: its own, unless it is not set up to do its work. */
function verdict(name: ComponentName, data: { status: unknown; provider?: unknown }) {
  if (name === 'email' && data.provider === 'outbox')
    return { status: 'not_configured' as const, note: EMAIL_NOT_CONFIGURED };
  return { status: asStatus(data.status) };
}

/** Where each component is checked and restarted; its words are `components.<name>.*` in the catalogue. */
export const COMPONENTS: Record<ComponentName, { statusPath: string; restartPath: string }> = {
  backend: { statusPath: '/api/health', restartPath: '/api/admin/backend-restart' },
  email: { statusPath: '/api/admin/email-status', restartPath: '/api/admin/email-restart' },
  notifications: { statusPath: '/api/admin/notifications-status', restartPath: '/api/admin/notifications-restart' },
};

const STATUSES: ComponentStatus[] = ['online', 'offline', 'error', 'unknown', 'not_configured'];
const asStatus = (value: unknown): ComponentStatus =>
  STATUSES.includes(value as ComponentStatus) ? (value as ComponentStatus) : 'unknown';

/**
 * Asks the server for one component's status. An unreachable server makes it offline; an answer
 * without data (a 500, a refusal) an error; otherwise the server's own verdict (a 503 health answer
 * still carries it).
 */
export async function checkComponent<T extends { status: ComponentStatus }>(
  name: ComponentName,
  now: () => number = () => performance.now(),
): Promise<ComponentCheck<T>> {
  const started = now();
  const checkedAt = new Date().toISOString();
  try {
    const { status, body } = await fetchApiJson<T>(COMPONENTS[name].statusPath);
    const responseTime = Math.round((now() - started) * 10) / 10;
    if (!body.data)
      return { status: 'error', responseTime, checkedAt, data: null, error: httpErrorMessage(status, body) };
    return { ...verdict(name, body.data), responseTime, checkedAt, data: body.data, error: null };
  } catch (error) {
    const unreachable = error instanceof ApiCallError && error.status === null;
    return {
      status: unreachable ? 'offline' : 'unknown',
      responseTime: null,
      checkedAt,
      data: null,
      // An offline card says so in words of its own; any other failure shows its message.
      error: unreachable ? null : (error as Error).message,
    };
  }
}

export type RestartOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Spec §8 restart toasts: the server's message on success; '{Component} restart failed: {reason}'
 * when it refused; 'Failed to restart {service} - server may be offline' when it did not answer.
 */
export async function restartComponent(name: ComponentName, t: TFunction): Promise<RestartOutcome> {
  const component = COMPONENTS[name];
  try {
    const { ok, status, body } = await fetchApiJson<unknown>(component.restartPath, { method: 'POST' });
    if (!ok || body.success === false)
      return { ok: false, message: t(`restart.failed.${name}`, { reason: httpErrorMessage(status, body) }) };
    return { ok: true, message: body.message || t(`restart.done.${name}`) };
  } catch (error) {
    if (error instanceof ApiCallError && error.status !== null)
      return { ok: false, message: t(`restart.failed.${name}`, { reason: error.message }) };
    return { ok: false, message: t(`restart.offline.${name}`) };
  }
}

/** `3 d 4 h`, `2 h 5 min`, `42 s` (in the screen's language). */
export function uptimeLabel(seconds: number, t: TFunction): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days) return t('uptime.days', { days, hours });
  if (hours) return t('uptime.hours', { hours, minutes });
  if (minutes) return t('uptime.minutes', { minutes });
  return t('uptime.seconds', { seconds });
}
