import { encodeEventCursor } from '../../realtime/event-log';
import type { ChannelPriorityValue, NotificationEventValue } from './notification-channel.entity';

/** A message as the rule engine writes it; each channel type renders it in its own format. */
export interface ChannelMessage {
  event: NotificationEventValue | 'test';
  title: string;
  text: string;
  /** Label/value pairs shown as fields (Slack), a fact set (Teams) or lines (email). */
  facts: { label: string; value: string }[];
  /** A link into the product, when PUBLIC_URL is known. */
  url: string | null;
  occurredAt: string;
  rule: { id: string; name: string } | null;
  person: { id: string; name: string; email: string; department: string | null } | null;
  request: {
    id: string;
    requestId: string;
    type: string;
    status: string;
    startDate: string;
    endDate: string;
    startHalfDay: boolean;
    endHalfDay: boolean;
    days: number;
  } | null;
  balance: { type: string; year: number; availableDays: number } | null;
}

export const EVENT_LABELS: Record<NotificationEventValue | 'test', string> = {
  request_submitted: 'Request submitted',
  approval_required: 'Approval required',
  request_approved: 'Request approved',
  request_rejected: 'Request rejected',
  request_cancelled: 'Request cancelled',
  request_escalated: 'Request escalated',
  balance_low: 'Balance low',
  test: 'Test message',
};

/** Event names of WEBHOOK channel deliveries (Leavewise-Event), in the style of the webhooks' names. */
export const WEBHOOK_EVENT_NAMES: Record<NotificationEventValue | 'test', string> = {
  request_submitted: 'leave_request.submitted',
  approval_required: 'leave_request.approval_required',
  request_approved: 'leave_request.approved',
  request_rejected: 'leave_request.rejected',
  request_cancelled: 'leave_request.cancelled',
  request_escalated: 'leave_request.escalated',
  balance_low: 'balance.low',
  test: 'channel.test',
};

const PRIORITY_LABELS: Record<ChannelPriorityValue, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Slack's mrkdwn treats &, < and > as control characters. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Slack incoming-webhook body: fallback text plus Block Kit blocks. */
export function slackPayload(message: ChannelMessage, priority: ChannelPriorityValue) {
  const flag = priority === 'urgent' ? ':rotating_light: ' : priority === 'high' ? ':warning: ' : '';
  const blocks: Record<string, unknown>[] = [
    { type: 'header', text: { type: 'plain_text', text: `${flag}${message.title}`.slice(0, 150), emoji: true } },
    { type: 'section', text: { type: 'mrkdwn', text: slackEscape(message.text).slice(0, 3000) } },
  ];
  if (message.facts.length)
    blocks.push({
      type: 'section',
      fields: message.facts.slice(0, 10).map((fact) => ({
        type: 'mrkdwn',
        text: `*${slackEscape(fact.label)}*\n${slackEscape(fact.value)}`.slice(0, 2000),
      })),
    });
  blocks.push({
    type: 'context',
    elements: [
      {
        type: 'mrkdwn',
        text: slackEscape(
          `${PRIORITY_LABELS[priority]} priority · ${EVENT_LABELS[message.event]}${message.rule ? ` · rule “${message.rule.name}”` : ''}`,
        ),
      },
    ],
  });
  if (message.url)
    blocks.push({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open in Leavewise' }, url: message.url }],
    });
  return { text: `${message.title}: ${message.text}`.slice(0, 3000), blocks };
}

/** A Microsoft Teams incoming-webhook body: a message carrying one Adaptive Card (schema 1.4). */
export function teamsPayload(message: ChannelMessage, priority: ChannelPriorityValue) {
  const card: Record<string, unknown> = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body: [
      {
        type: 'TextBlock',
        text: message.title,
        weight: 'Bolder',
        size: 'Medium',
        wrap: true,
        color: priority === 'urgent' ? 'Attention' : priority === 'high' ? 'Warning' : 'Default',
      },
      { type: 'TextBlock', text: message.text, wrap: true },
      ...(message.facts.length
        ? [{ type: 'FactSet', facts: message.facts.map((fact) => ({ title: fact.label, value: fact.value })) }]
        : []),
      {
        type: 'TextBlock',
        text: `${PRIORITY_LABELS[priority]} priority · ${EVENT_LABELS[message.event]}${message.rule ? ` · rule “${message.rule.name}”` : ''}`,
        isSubtle: true,
        size: 'Small',
        wrap: true,
      },
    ],
  };
  if (message.url) card.actions = [{ type: 'Action.OpenUrl', title: 'Open in Leavewise', url: message.url }];
  return {
    type: 'message',
    attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card }],
  };
}

/**
 * The JSON body of a WEBHOOK channel delivery (signed like the product's webhooks). `eventId` and
 * `cursor` name the logged event that caused it (null for tests), so a receiver can de-duplicate and
 * reconcile with webhooks and the event log.
 */
export function webhookBody(
  message: ChannelMessage,
  priority: ChannelPriorityValue,
  delivery: { id: string; eventId: string | null; eventPosition: string | null },
) {
  return {
    id: delivery.id,
    event: WEBHOOK_EVENT_NAMES[message.event],
    occurredAt: message.occurredAt,
    priority,
    test: message.event === 'test',
    title: message.title,
    text: message.text,
    rule: message.rule,
    person: message.person,
    request: message.request,
    balance: message.balance,
    url: message.url,
    eventId: delivery.eventId,
    cursor: delivery.eventPosition === null ? null : encodeEventCursor(Number(delivery.eventPosition)),
  };
}

/** An email: a priority tag in the subject for high and urgent channels, facts as lines. */
export function emailMessage(message: ChannelMessage, priority: ChannelPriorityValue) {
  const tag = priority === 'urgent' || priority === 'high' ? `[${PRIORITY_LABELS[priority]}] ` : '';
  const lines = [
    message.text,
    '',
    ...message.facts.map((fact) => `${fact.label}: ${fact.value}`),
    ...(message.url ? ['', `Open in Leavewise: ${message.url}`] : []),
    '',
    `— Leavewise (${EVENT_LABELS[message.event]}${message.rule ? `, rule “${message.rule.name}”` : ''})`,
  ];
  return { subject: `${tag}Leavewise: ${message.title}`, text: lines.join('\n') };
}
