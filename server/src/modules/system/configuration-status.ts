import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import { systemQueries } from './system.queries';

/** How a part of the system stands, as System Status shows it. */
export type ComponentStatus = 'online' | 'offline' | 'error' | 'unknown';

/**
 * What System Status says of the parts that work only once configured: whether each is, and in words
 * what that means for people (a part that is not configured is never shown as online).
 */
export type ConfigurablePart = 'email' | 'sso' | 'replica' | 'notificationChannels';

export interface PartStatus {
  part: ConfigurablePart;
  configured: boolean;
  /** online when configured and working; offline when not configured or stopped; error on recent failures. */
  status: ComponentStatus;
  summary: string;
}

export const EMAIL_NOT_CONFIGURED = 'Not sending: no SMTP configured (messages are kept in the outbox)';

/** Email as sending goes: the SMTP server (SMTP_URL), this process's job worker, and the last day's failures. */
export function emailPart(smtpConfigured: boolean, workerRunning: boolean, failing: boolean): PartStatus {
  const part = 'email';
  if (!smtpConfigured) return { part, configured: false, status: 'offline', summary: EMAIL_NOT_CONFIGURED };
  if (!workerRunning)
    return {
      part,
      configured: true,
      status: 'offline',
      summary: 'Not sending from this process: its job worker is stopped (messages wait in the outbox)',
    };
  if (failing) return { part, configured: true, status: 'error', summary: 'Sending, with failures in the last day' };
  return { part, configured: true, status: 'online', summary: 'Sending through the SMTP server' };
}

/** Single sign-on, the read replica and notification channels, as configured now. */
export async function configuredParts(dataSource: DataSource, config: AppConfig): Promise<PartStatus[]> {
  const channels = await systemQueries.channelCounts(dataSource);
  const sso = config.sso ?? null;
  const replica = Boolean(config.databaseReplicaUrl);
  return [
    sso
      ? { part: 'sso', configured: true, status: 'online', summary: `Single sign-on through ${sso.providerName}` }
      : {
          part: 'sso',
          configured: false,
          status: 'offline',
          summary: 'Not configured: people sign in with their password',
        },
    replica
      ? {
          part: 'replica',
          configured: true,
          status: 'online',
          summary: 'Reports, analytics, search and exports read the replica',
        }
      : {
          part: 'replica',
          configured: false,
          status: 'offline',
          summary: 'Not configured: reports, analytics, search and exports read the primary database',
        },
    channels.active + channels.failing === 0
      ? {
          part: 'notificationChannels',
          configured: false,
          status: 'offline',
          summary: 'Not sending: no notification channel is active',
        }
      : {
          part: 'notificationChannels',
          configured: true,
          status: channels.failing ? 'error' : 'online',
          summary: `${channels.active} active channel${channels.active === 1 ? '' : 's'}${
            channels.failing ? `, ${channels.failing} failing` : ''
          }`,
        },
  ];
}
