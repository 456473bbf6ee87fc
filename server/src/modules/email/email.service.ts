import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import type { JobQueue } from '../../jobs/queue';
import type { JobDefinition } from '../../kernel/kernel';
import { inSeconds } from '../../lib/seconds';
import { singleLine } from '../../lib/plain-text';
import { componentLogger } from '../../observability/logger';
import { emailQueries } from './email.queries';

/** Exported so tests can see what reaches the log. */
export const log = componentLogger('email');

export const EMAIL_QUEUE = 'email.send';

/** A subject is one header line: names or titles with line breaks in it stay on that line. */
const subjectLine = (subject: string): string => singleLine(subject).slice(0, 300);
export const EMAIL_MAX_ATTEMPTS = 8;

/**
 * How long a mail server may take: to accept the connection, to greet, to say anything at all, and
 * to take one whole message (a server answering one byte at a time meets the last one).
 */
export interface SmtpTimeouts {
  connectMs: number;
  greetingMs: number;
  idleMs: number;
  sendMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 10_000, greetingMs: 10_000, idleMs: 30_000, sendMs: 60_000 };

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  notificationId?: string | null;
  /** The body holds a secret (a single-use link): it is erased from the outbox once sent. */
  sensitive?: boolean;
}

export interface EmailStatus {
  status: 'healthy' | 'degraded';
  /** `smtp` when SMTP_URL is set; `outbox` when messages are only kept in the outbox table and the log. */
  provider: 'smtp' | 'outbox';
  /** Messages waiting to be sent (queued or being retried). */
  queueSize: number;
  lastError: string | null;
}

/**
 * Transactional email. Messages are written to the outbox in the caller's transaction and sent by a
 * retried job, never inside the request. With SMTP_URL they go out through nodemailer; without it they
 * stay in the outbox (status `kept`) and are written to the log.
 */
export class EmailService {
  private transport: Transporter | undefined;
  private readonly timeouts: SmtpTimeouts;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly options: { smtpUrl: string | undefined; from: string; timeouts?: Partial<SmtpTimeouts> },
  ) {
    this.timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  }

  /** The job that sends one queued message (EMAIL_QUEUE). */
  deliveryJob(): JobDefinition {
    // Its own slots: however many webhook or channel deliveries wait, a reset link goes out.
    return {
      run: async (payload, job) => this.deliver(String(payload.outboxId), job.signal),
      concurrency: 4,
      timeoutMs: this.timeouts.sendMs + 30_000,
    };
  }

  get provider(): EmailStatus['provider'] {
    return this.options.smtpUrl ? 'smtp' : 'outbox';
  }

  /** Queues a message inside the caller's transaction: it is sent only if that transaction commits. */
  async enqueue(manager: EntityManager, message: EmailMessage): Promise<string> {
    const id = await emailQueries.insertQueued(manager, {
      to: message.to,
      subject: subjectLine(message.subject),
      text: message.text,
      notificationId: message.notificationId ?? null,
      sensitive: Boolean(message.sensitive),
    });
    await this.jobs.enqueue(
      manager,
      EMAIL_QUEUE,
      { outboxId: id },
      { maxAttempts: EMAIL_MAX_ATTEMPTS, singletonKey: id },
    );
    return id;
  }

  /** The job: sends one outbox message. Throwing makes the queue retry it with backoff. */
  async deliver(outboxId: string, signal?: AbortSignal): Promise<void> {
    const message = await emailQueries.startAttempt(this.dataSource, outboxId);
    if (!message) return; // already sent, or deleted
    if (!this.options.smtpUrl) {
      log.info(
        { outboxId: message.id, to: message.recipient, subject: message.subject },
        'no SMTP_URL: kept in the outbox',
      );
      await emailQueries.markKept(this.dataSource, message.id);
      return;
    }
    try {
      const info = await this.send(
        { to: message.recipient, subject: message.subject, text: message.body_text },
        { signal },
      );
      await emailQueries.markDelivered(this.dataSource, message.id, info.messageId ?? null);
    } catch (error) {
      const text = (error as Error).message?.slice(0, 1000) ?? String(error);
      const final = message.attempts >= EMAIL_MAX_ATTEMPTS;
      await emailQueries.markAttemptFailed(this.dataSource, message.id, final ? 'failed' : 'queued', text);
      throw error;
    }
  }

  /**
   * Sends one message now, for callers that retry through their own jobs (notification channels):
   * recorded in the outbox, sent through SMTP when configured (kept in the outbox otherwise). Throws
   * when SMTP refuses it. Returns where it went.
   */
  async sendNow(
    message: EmailMessage,
    limits: { timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<{ provider: EmailStatus['provider']; messageId: string | null }> {
    const id = await emailQueries.insertSending(this.dataSource, {
      to: message.to,
      subject: subjectLine(message.subject),
      text: message.text,
      notificationId: message.notificationId ?? null,
    });
    if (!this.options.smtpUrl) {
      console.log(`[email] (no SMTP_URL; kept in outbox) to=${message.to} subject=${JSON.stringify(message.subject)}`);
      await emailQueries.markSentNowKept(this.dataSource, id);
      return { provider: 'outbox', messageId: null };
    }
    try {
      const info = await this.send(message, limits);
      await emailQueries.markSentNow(this.dataSource, id, info.messageId ?? null);
      return { provider: 'smtp', messageId: info.messageId ?? null };
    } catch (error) {
      await emailQueries.markSentNowFailed(
        this.dataSource,
        id,
        (error as Error).message?.slice(0, 1000) ?? String(error),
      );
      throw error;
    }
  }

  /**
   * One message through SMTP within a deadline: nodemailer's timeouts bound each wait, the deadline
   * the whole conversation, after which the connection is closed.
   */
  private async send(
    message: { to: string; subject: string; text: string },
    limits: { timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<{ messageId?: string }> {
    const timeoutMs = limits.timeoutMs ?? this.timeouts.sendMs;
    const deadline = AbortSignal.timeout(timeoutMs);
    this.transport ??= createTransport({
      url: this.options.smtpUrl,
      connectionTimeout: this.timeouts.connectMs,
      dnsTimeout: this.timeouts.connectMs,
      greetingTimeout: this.timeouts.greetingMs,
      socketTimeout: this.timeouts.idleMs,
    });
    try {
      return await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: subjectLine(message.subject),
        text: message.text,
        signal: limits.signal ? AbortSignal.any([deadline, limits.signal]) : deadline,
      });
    } catch (error) {
      if (deadline.aborted)
        throw new Error(`The mail server did not take the message within ${inSeconds(timeoutMs)}`, { cause: error });
      throw error;
    }
  }

  /** For the system status page: provider, queue size and the most recent error. */
  async emailStatus(actor?: Actor): Promise<EmailStatus> {
    if (actor) assertOperation('admin', actor);
    const row = await emailQueries.status(this.dataSource);
    return {
      status: row.failed > 0 || row.last_error ? 'degraded' : 'healthy',
      provider: this.provider,
      queueSize: row.queue_size,
      lastError: row.last_error ?? null,
    };
  }

  /** Drops the SMTP connection; the next message opens a fresh one (also used by the email restart). */
  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }
}
