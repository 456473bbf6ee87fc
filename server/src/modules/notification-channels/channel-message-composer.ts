import type { LeaveRequestEntity } from '../leave-requests';
import type { RequestTypeEntity } from '../request-types';
import type { UserEntity } from '../users';
import type { ChannelMessage } from './channel-messages';
import type { NotificationEventValue, NotificationRuleEntity } from './notification-channel.entity';

export interface EventContext {
  event: NotificationEventValue;
  occurredAt: string;
  request: LeaveRequestEntity;
  requester: UserEntity;
  type: RequestTypeEntity;
  /** Who caused it (approver, rejecter); null for automatic approval. */
  actor: UserEntity | null;
  /** For balance_low: what is left of the type in the request's year. */
  balance?: { year: number; availableDays: number };
  escalationDelayHours?: number;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2 Mar 2026": messages are read by people, not parsed. */
export const readableDate = (iso: string): string => DAY.format(new Date(`${iso}T00:00:00Z`));
const plural = (days: number) => `${days} day${days === 1 ? '' : 's'}`;
const nameOf = (user: Pick<UserEntity, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

const LINKS: Record<NotificationEventValue, string> = {
  request_submitted: '/approvals',
  approval_required: '/approvals',
  request_escalated: '/approvals',
  request_approved: '/calendar',
  request_rejected: '/calendar',
  request_cancelled: '/calendar',
  balance_low: '/admin/pto-balances',
};

/** Writes the message a rule sends for an event: a headline, a sentence and the facts. */
export function composeMessage(
  context: EventContext,
  rule: Pick<NotificationRuleEntity, 'id' | 'name'>,
  publicUrl: string | null,
): ChannelMessage {
  const { request, requester, type, actor } = context;
  const person = nameOf(requester);
  const range =
    request.startDate === request.endDate
      ? readableDate(request.startDate)
      : `${readableDate(request.startDate)} to ${readableDate(request.endDate)}`;
  const what = `${plural(request.days)} of ${type.displayName} (${range})`;
  let title: string;
  let text: string;
  switch (context.event) {
    case 'request_submitted':
      title = 'New leave request';
      text = `${person} requested ${what}.`;
      break;
    case 'approval_required':
      title = 'Approval required';
      text = `${person}'s request for ${what} waits for a decision.`;
      break;
    case 'request_approved':
      title = 'Leave request approved';
      text = `${person}'s request for ${what} was approved${actor ? ` by ${nameOf(actor)}` : ' automatically'}.`;
      break;
    case 'request_rejected':
      title = 'Leave request rejected';
      text = `${person}'s request for ${what} was rejected${actor ? ` by ${nameOf(actor)}` : ''}.`;
      break;
    case 'request_cancelled':
      title = 'Leave request cancelled';
      text = `${person} cancelled their request for ${what}.`;
      break;
    case 'request_escalated':
      title = 'Request escalated';
      text = `${person}'s request for ${what} has waited more than ${context.escalationDelayHours ?? 24} hours and needs a decision.`;
      break;
    case 'balance_low':
      title = 'Balance low';
      text = `${person} has ${plural(context.balance?.availableDays ?? 0)} of ${type.displayName} left for ${context.balance?.year ?? request.balanceYear} after requesting ${what}.`;
      break;
  }
  const facts = [
    { label: 'Person', value: person },
    ...(requester.department ? [{ label: 'Department', value: requester.department }] : []),
    { label: 'Type', value: type.displayName },
    { label: 'Dates', value: range },
    { label: 'Days', value: String(request.days) },
    { label: 'Request', value: request.requestId },
    ...(context.event === 'request_rejected' && request.rejectionReason
      ? [{ label: 'Reason', value: request.rejectionReason }]
      : []),
    ...(context.balance ? [{ label: 'Days left', value: String(context.balance.availableDays) }] : []),
  ];
  return {
    event: context.event,
    title,
    text,
    facts,
    url: publicUrl ? `${publicUrl}${LINKS[context.event]}` : null,
    occurredAt: context.occurredAt,
    rule: { id: rule.id, name: rule.name },
    person: { id: requester.id, name: person, email: requester.email, department: requester.department },
    request: {
      id: request.id,
      requestId: request.requestId,
      type: type.name,
      status: request.status,
      startDate: request.startDate,
      endDate: request.endDate,
      startHalfDay: request.startHalfDay,
      endHalfDay: request.endHalfDay,
      days: request.days,
    },
    balance: context.balance ? { type: type.name, ...context.balance } : null,
  };
}
