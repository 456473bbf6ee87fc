import { formatNumber, localeOf, translate, type Language } from '../../i18n';
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

const DAY = new Map<string, Intl.DateTimeFormat>();

/** "2 Mar 2026", "2. März 2026", …: messages are read by people, not parsed. */
function readableDate(iso: string, language: Language = 'en'): string {
  // English keeps the day-month-year order its channel messages always had.
  const locale = language === 'en' ? 'en-GB' : localeOf(language);
  let format = DAY.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    DAY.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
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

/** Writes the message a rule sends for an event, in the channel's language: a headline, a sentence and the facts. */
export function composeMessage(
  context: EventContext,
  rule: Pick<NotificationRuleEntity, 'id' | 'name'>,
  publicUrl: string | null,
  language: Language = 'en',
): ChannelMessage {
  const { request, requester, type, actor } = context;
  const t = (key: string, values?: Parameters<typeof translate>[3]) => translate(language, 'channels', key, values);
  const person = nameOf(requester);
  const range =
    request.startDate === request.endDate
      ? readableDate(request.startDate, language)
      : t('range', { start: readableDate(request.startDate, language), end: readableDate(request.endDate, language) });
  const what = t('what', { days: request.days, type: type.displayName, range });
  const automatic = !actor && (context.event === 'request_approved' || context.event === 'request_rejected');
  const text = t(`texts.${context.event}${automatic ? '_automatically' : ''}`, {
    person,
    what,
    actor: actor ? nameOf(actor) : null,
    hours: context.escalationDelayHours ?? 24,
    left: context.balance?.availableDays ?? 0,
    type: type.displayName,
    year: String(context.balance?.year ?? request.balanceYear),
  });
  const number = (value: number) => formatNumber(value, language);
  const facts = [
    { label: t('facts.person'), value: person },
    ...(requester.department ? [{ label: t('facts.department'), value: requester.department }] : []),
    { label: t('facts.type'), value: type.displayName },
    { label: t('facts.dates'), value: range },
    { label: t('facts.days'), value: number(request.days) },
    { label: t('facts.request'), value: request.requestId },
    ...(context.event === 'request_rejected' && request.rejectionReason
      ? [{ label: t('facts.reason'), value: request.rejectionReason }]
      : []),
    ...(context.balance ? [{ label: t('facts.daysLeft'), value: number(context.balance.availableDays) }] : []),
  ];
  return {
    event: context.event,
    language,
    title: t(`titles.${context.event}`),
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
