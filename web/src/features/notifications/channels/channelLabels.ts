import type { TFunction } from 'i18next';
import type {
  ChannelDeliveryStatus,
  NotificationChannelStatus,
  NotificationChannelType,
  NotificationEvent,
  NotificationPriority,
} from '../../../__generated__/graphql';

// Every value the API answers, each with its label in the notifications catalogue (`<group>.<VALUE>`).
export const CHANNEL_TYPES: readonly NotificationChannelType[] = ['EMAIL', 'SLACK', 'TEAMS', 'WEBHOOK'];
export const PRIORITIES: readonly NotificationPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
export const EVENTS: readonly NotificationEvent[] = [
  'REQUEST_SUBMITTED',
  'APPROVAL_REQUIRED',
  'REQUEST_APPROVED',
  'REQUEST_REJECTED',
  'REQUEST_CANCELLED',
  'REQUEST_ESCALATED',
  'BALANCE_LOW',
];
export const DELIVERY_STATUSES: readonly ChannelDeliveryStatus[] = ['PENDING', 'SUCCEEDED', 'FAILED', 'SUPPRESSED'];

export const PRIORITY_PALETTES: Record<NotificationPriority, string> = {
  LOW: 'gray',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

export const STATUS_PALETTES: Record<NotificationChannelStatus, string> = {
  ACTIVE: 'green',
  INACTIVE: 'gray',
  ERROR: 'red',
};

export const DELIVERY_STATUS_PALETTES: Record<ChannelDeliveryStatus, string> = {
  PENDING: 'blue',
  SUCCEEDED: 'green',
  FAILED: 'red',
  SUPPRESSED: 'gray',
};

type Group = 'channelType' | 'priority' | 'channelStatus' | 'event' | 'deliveryStatus';

/** An API value's label: `label(t, 'event', 'REQUEST_SUBMITTED')` → "Request submitted". */
export const label = (t: TFunction<'notifications'>, group: Group, value: string): string => t(`${group}.${value}`);

/** "30 minutes", "1 day", "No cooldown": the largest whole unit. */
export function cooldownLabel(minutes: number, t: TFunction<'notifications'>): string {
  if (minutes <= 0) return t('cooldown.none');
  if (minutes % 1440 === 0) return t('cooldown.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('cooldown.hours', { count: minutes / 60 });
  return t('cooldown.minutes', { count: minutes });
}

/** Select options of API values, labelled from the catalogue. */
export const options = (t: TFunction<'notifications'>, group: Group, values: readonly string[]) =>
  values.map((value) => ({ value, label: label(t, group, value) }));
