import type {
  ChannelDeliveryStatus,
  NotificationChannelStatus,
  NotificationChannelType,
  NotificationEvent,
  NotificationPriority,
} from '../../../__generated__/graphql';

export const CHANNEL_TYPE_LABELS: Record<NotificationChannelType, string> = {
  EMAIL: 'Email',
  SLACK: 'Slack',
  TEAMS: 'Microsoft Teams',
  WEBHOOK: 'Webhook',
};

export const PRIORITY_LABELS: Record<NotificationPriority, string> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  URGENT: 'Urgent',
};

export const PRIORITY_PALETTES: Record<NotificationPriority, string> = {
  LOW: 'gray',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

export const STATUS_LABELS: Record<NotificationChannelStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ERROR: 'Error',
};

export const STATUS_PALETTES: Record<NotificationChannelStatus, string> = {
  ACTIVE: 'green',
  INACTIVE: 'gray',
  ERROR: 'red',
};

export const EVENT_LABELS: Record<NotificationEvent, string> = {
  REQUEST_SUBMITTED: 'Request submitted',
  APPROVAL_REQUIRED: 'Approval required',
  REQUEST_APPROVED: 'Request approved',
  REQUEST_REJECTED: 'Request rejected',
  REQUEST_CANCELLED: 'Request cancelled',
  REQUEST_ESCALATED: 'Request escalated to HR',
  BALANCE_LOW: 'Balance low',
};

export const DELIVERY_STATUS_LABELS: Record<ChannelDeliveryStatus, string> = {
  PENDING: 'Pending',
  SUCCEEDED: 'Delivered',
  FAILED: 'Failed',
  SUPPRESSED: 'Cooldown',
};

export const DELIVERY_STATUS_PALETTES: Record<ChannelDeliveryStatus, string> = {
  PENDING: 'blue',
  SUCCEEDED: 'green',
  FAILED: 'red',
  SUPPRESSED: 'gray',
};

/** "30 minutes", "1 day", "No cooldown". */
export function cooldownLabel(minutes: number): string {
  if (minutes <= 0) return 'No cooldown';
  if (minutes % 1440 === 0) return `${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'}`;
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const options = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
