import { encodeEventCursor } from '../../realtime/event-log';
import { singleLine } from '../../lib/plain-text';
import { translate, type Language } from '../../i18n';
import type { ChannelPriorityValue, NotificationEventValue } from './notification-channel.entity';

/** A message as the rule engine writes it; each channel type renders it in its own format. */
export interface ChannelMessage {
  event: NotificationEventValue | 'test';
  /** The channel's language, which the message and every format's own words are in (English when absent). */
  language?: Language;
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

/** A format's own words, in the message's language. */
const wordsOf =
  (message: ChannelMessage) =>
  (key: string, values?: Record<string, string>): string =>
    translate(message.language, 'channels', key, values);

/** The last line of every format: priority, event and the rule that sent it. */
function footer(message: ChannelMessage, priority: ChannelPriorityValue): string {
  const t = wordsOf(message);
  const values = { priority: t(`priorities.${priority}`), event: t(`events.${message.event}`) };
  return message.rule ? t('footerRule', { ...values, rule: message.rule.name }) : t('footer', values);
}

/** Slack's control characters (&, < and >) as entities, so no text becomes a link or a mention. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A Slack text object showing `text` as written: plain_text has no mrkdwn (no *bold* or _italic_, no
 * <url|label> links, no mentions), and mrkdwn, which cannot escape its formatting, is never used for
 * what people typed (names, reasons, rule and type names).
 */
const slackPlain = (text: string, max: number) => ({
  type: 'plain_text',
  text: text.slice(0, max) || ' ',
  emoji: false,
});

/**
 * A Slack incoming-webhook body: fallback text plus Block Kit blocks, every piece of text plain, and
 * no unfurling (a URL someone typed into a name fetches no preview or image).
 */
export function slackPayload(message: ChannelMessage, priority: ChannelPriorityValue) {
  const t = wordsOf(message);
  const flag = priority === 'urgent' ? ':rotating_light: ' : priority === 'high' ? ':warning: ' : '';
  const blocks: Record<string, unknown>[] = [
    { type: 'header', text: { type: 'plain_text', text: `${flag}${message.title}`.slice(0, 150), emoji: true } },
    { type: 'section', text: slackPlain(message.text, 3000) },
  ];
  if (message.facts.length)
    blocks.push({
      type: 'section',
      fields: message.facts.slice(0, 10).map((fact) => slackPlain(`${fact.label}\n${fact.value}`, 2000)),
    });
  blocks.push({ type: 'context', elements: [slackPlain(footer(message, priority), 2000)] });
  const decidable = awaitsDecision(message);
  if (message.url || decidable)
    blocks.push({
      type: 'actions',
      block_id: 'leavewise_actions',
      elements: [
        // Handled by the Slack app's interactivity endpoint (quick-decisions), as the clicking person.
        ...(decidable
          ? [
              {
                type: 'button',
                action_id: 'leavewise_approve',
                style: 'primary',
                value: decidable,
                text: { type: 'plain_text', text: t('approve') },
              },
              {
                type: 'button',
                action_id: 'leavewise_reject',
                style: 'danger',
                value: decidable,
                text: { type: 'plain_text', text: t('reject') },
              },
            ]
          : []),
        ...(message.url
          ? [
              {
                type: 'button',
                action_id: 'leavewise_open',
                text: { type: 'plain_text', text: t('open') },
                url: message.url,
              },
            ]
          : []),
      ],
    });
  return {
    // Shown in notifications: not mrkdwn, and escaped, as Slack parses &, < and > in it regardless.
    text: slackEscape(`${message.title}: ${message.text}`.slice(0, 3000)),
    mrkdwn: false,
    unfurl_links: false,
    unfurl_media: false,
    blocks,
  };
}

/** The request id of a message about a request that waits for a decision; null for any other. */
const awaitsDecision = (message: ChannelMessage): string | null =>
  message.request?.status === 'pending' &&
  (message.event === 'request_submitted' ||
    message.event === 'approval_required' ||
    message.event === 'request_escalated')
    ? message.request.id
    : null;

/** An Adaptive Card TextRun: shown as written (TextBlock and Fact parse markdown links, TextRun nothing). */
const textRun = (text: string, style: Record<string, unknown> = {}) => ({ type: 'TextRun', text, ...style });
const richText = (...inlines: ReturnType<typeof textRun>[]) => ({ type: 'RichTextBlock', inlines });

/**
 * A Microsoft Teams incoming-webhook body: a message carrying one Adaptive Card (schema 1.4). Every
 * piece of text is a TextRun, which Adaptive Cards never read as markdown, so a name such as
 * `[Re-authenticate](https://…)` stays text instead of becoming a link.
 */
export function teamsPayload(message: ChannelMessage, priority: ChannelPriorityValue) {
  const t = wordsOf(message);
  const card: Record<string, unknown> = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body: [
      richText(
        textRun(message.title, {
          weight: 'Bolder',
          size: 'Medium',
          color: priority === 'urgent' ? 'Attention' : priority === 'high' ? 'Warning' : 'Default',
        }),
      ),
      richText(textRun(message.text)),
      ...message.facts.map((fact) =>
        richText(textRun(`${t('factLabel', { label: fact.label })} `, { weight: 'Bolder' }), textRun(fact.value)),
      ),
      richText(textRun(footer(message, priority), { isSubtle: true, size: 'Small' })),
    ],
  };
  // A channel card is read by many: its decision links are the approvals page, where each person decides as themselves.
  if (message.url)
    card.actions = awaitsDecision(message)
      ? [{ type: 'Action.OpenUrl', title: t('approveOrReject'), url: message.url }]
      : [{ type: 'Action.OpenUrl', title: t('open'), url: message.url }];
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

/**
 * An email (plain text): a priority tag in the subject for high and urgent channels, facts as lines.
 * Everything interpolated is kept to one line, so a name or reason with line breaks cannot add lines
 * of its own (a forged "Open in Leavewise: …"); the email service keeps subjects to one line.
 */
export function emailMessage(message: ChannelMessage, priority: ChannelPriorityValue) {
  const t = wordsOf(message);
  const tag = priority === 'urgent' || priority === 'high' ? `${t(`subjectTags.${priority}`)} ` : '';
  const event = t(`events.${message.event}`);
  const lines = [
    singleLine(message.text),
    '',
    ...message.facts.map((fact) => singleLine(`${t('factLabel', { label: fact.label })} ${fact.value}`)),
    ...(message.url ? ['', t('openLink', { url: message.url })] : []),
    '',
    singleLine(
      message.rule ? t('emailSignatureRule', { event, rule: message.rule.name }) : t('emailSignature', { event }),
    ),
  ];
  return { subject: `${tag}${t('subject', { title: message.title })}`, text: lines.join('\n') };
}
