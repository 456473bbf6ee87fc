import { OutboundTimeout, type OutboundHttp } from '../../lib/outbound-http';
import type { EmailService } from '../email';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhookBody } from '../webhooks';
import { channelHttp, RefusedTarget } from './channel-http';
import {
  emailMessage,
  slackPayload,
  teamsPayload,
  webhookBody,
  WEBHOOK_EVENT_NAMES,
  type ChannelMessage,
} from './channel-messages';
import type { NotificationChannelEntity } from './notification-channel.entity';

export interface SendOutcome {
  statusCode: number | null;
  /** What happened, in a sentence an administrator reads in the log or the test result. */
  message: string;
}

/** A failed send: the message says why (shown as "Test failed: …" and in the delivery log). */
export class ChannelSendError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null = null,
  ) {
    super(message);
  }
}

const RECEIVER_NAMES = { slack: 'Slack', teams: 'Microsoft Teams', webhook: 'The receiver' } as const;

/** What one attempt sends: the delivery as stored, and the logged event it came from. */
export interface OutgoingDelivery {
  /** The delivery id (Leavewise-Delivery), the same on every attempt. */
  id: string;
  /** The rule's event, or for a webhook the event name it receives (Leavewise-Event). */
  event: string;
  /** A ChannelMessage (JSON) for rule channels; for a webhook (HTTP channel) the exact body. */
  payload: string;
  eventId: string | null;
  eventPosition: string | null;
}

/** Why a call failed, without a stack: timeouts, refused connections, unknown hosts. */
function networkReason(error: unknown, url: string): string {
  if (error instanceof OutboundTimeout) return error.message;
  const failure = error as Error & { code?: string };
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // keep the URL as given
  }
  return `Could not reach ${host}: ${failure.code ?? failure.message}`;
}

/**
 * Sends one delivery through one channel, in the format of its type: email, Slack, Teams, a signed
 * rule message (WEBHOOK) or a webhook's signed event (HTTP). Webhooks read nothing of the answer past
 * its status and keep their own wording in the log.
 */
export class ChannelSender {
  constructor(
    private readonly email: EmailService,
    private readonly outbound: OutboundHttp,
  ) {}

  async send(
    channel: Pick<NotificationChannelEntity, 'type' | 'priority' | 'recipients' | 'webhookUrl' | 'secret'>,
    delivery: OutgoingDelivery,
    signal?: AbortSignal,
  ): Promise<SendOutcome> {
    if (channel.type === 'http') return this.sendEvent(channel, delivery, signal);
    const message = JSON.parse(delivery.payload) as ChannelMessage;
    if (channel.type === 'email') {
      const { subject, text } = emailMessage(message, channel.priority);
      const to = channel.recipients.join(', ');
      try {
        // A channel answers within the same deadline whatever it is made of.
        const sent = await this.email.sendNow({ to, subject, text }, { timeoutMs: this.outbound.timeoutMs, signal });
        return {
          statusCode: null,
          message:
            sent.provider === 'smtp'
              ? `Sent by email to ${to}`
              : `Kept in the email outbox for ${to} (no SMTP_URL is configured)`,
        };
      } catch (error) {
        throw new ChannelSendError(`The mail server refused the message: ${(error as Error).message}`);
      }
    }
    const url = channel.webhookUrl ?? '';
    let body: string;
    let headers: Record<string, string> = {};
    if (channel.type === 'slack') body = JSON.stringify(slackPayload(message, channel.priority));
    else if (channel.type === 'teams') body = JSON.stringify(teamsPayload(message, channel.priority));
    else {
      body = JSON.stringify(webhookBody(message, channel.priority, delivery));
      headers = signedHeaders(channel.secret ?? '', body, delivery.id, WEBHOOK_EVENT_NAMES[message.event]);
    }
    let answer;
    try {
      answer = await channelHttp(this.outbound, url, { body, headers, signal });
    } catch (error) {
      if (error instanceof RefusedTarget) throw new ChannelSendError(error.message);
      throw new ChannelSendError(networkReason(error, url));
    }
    const who = RECEIVER_NAMES[channel.type];
    if (!answer || answer.status < 200 || answer.status >= 300)
      throw new ChannelSendError(
        `${who} answered HTTP ${answer?.status}${answer?.text ? `: ${answer.text.trim()}` : ''}`,
        answer?.status ?? null,
      );
    return { statusCode: answer.status, message: `Delivered (HTTP ${answer.status})` };
  }

  /** A webhook's delivery: the stored body, signed afresh at every attempt; none of the answer is read. */
  private async sendEvent(
    channel: Pick<NotificationChannelEntity, 'webhookUrl' | 'secret'>,
    delivery: OutgoingDelivery,
    signal?: AbortSignal,
  ): Promise<SendOutcome> {
    let answer;
    try {
      answer = await channelHttp(this.outbound, channel.webhookUrl ?? '', {
        body: delivery.payload,
        headers: signedHeaders(channel.secret ?? '', delivery.payload, delivery.id, delivery.event),
        signal,
        maxBodyBytes: 0,
        userAgent: 'Leavewise-Webhooks/1',
      });
    } catch (error) {
      const reason = error instanceof RefusedTarget ? `Refused: ${error.message}` : (error as Error).message;
      throw new ChannelSendError(reason.slice(0, 500));
    }
    const status = answer!.status;
    if (status < 200 || status >= 300) throw new ChannelSendError(`The receiver answered HTTP ${status}`, status);
    return { statusCode: status, message: `Delivered (HTTP ${status})` };
  }
}

function signedHeaders(secret: string, body: string, deliveryId: string, event: string): Record<string, string> {
  return {
    [SIGNATURE_HEADER]: signWebhookBody(secret, body),
    [DELIVERY_HEADER]: deliveryId,
    [EVENT_HEADER]: event,
  };
}
