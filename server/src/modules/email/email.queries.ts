import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/ids';

/** The email outbox's SQL, in one place: the service decides when a message is written and sent. */
export const emailQueries = {
  /** Writes a queued message into the outbox in the caller's transaction; answers its id. */
  async insertQueued(
    manager: EntityManager,
    message: { to: string; subject: string; text: string; notificationId: string | null; sensitive: boolean },
  ): Promise<string> {
    const [row] = returnedRows<{ id: string }>(
      await manager.query(
        `INSERT INTO email_outbox (recipient, subject, body_text, notification_id, sensitive) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [message.to, message.subject, message.text, message.notificationId, message.sensitive],
      ),
    );
    return row.id;
  },

  /** Counts one more attempt of a message still to send; answers it, or undefined when sent or gone. */
  async startAttempt(
    db: DataSource,
    outboxId: string,
  ): Promise<{ id: string; recipient: string; subject: string; body_text: string; attempts: number } | undefined> {
    const [message] = returnedRows<{
      id: string;
      recipient: string;
      subject: string;
      body_text: string;
      attempts: number;
    }>(
      await db.query(
        `UPDATE email_outbox SET attempts = attempts + 1 WHERE id = $1 AND status IN ('queued', 'failed')
       RETURNING id, recipient, subject, body_text, attempts`,
        [outboxId],
      ),
    );
    return message;
  },

  /** The message stays in the outbox only (no SMTP_URL). */
  async markKept(db: DataSource, id: string): Promise<void> {
    await db.query(`UPDATE email_outbox SET status = 'kept', last_error = NULL WHERE id = $1`, [id]);
  },

  /** The queued message went out; a sensitive body is erased. */
  async markDelivered(db: DataSource, id: string, messageId: string | null): Promise<void> {
    await db.query(
      `UPDATE email_outbox SET status = 'sent', sent_at = now(), message_id = $2, last_error = NULL,
           body_text = CASE WHEN sensitive THEN '(erased once sent: it held a single-use link)' ELSE body_text END
         WHERE id = $1`,
      [id, messageId],
    );
  },

  /** An attempt failed: the message waits for the next one, or has failed for good. */
  async markAttemptFailed(db: DataSource, id: string, status: 'failed' | 'queued', error: string): Promise<void> {
    await db.query(`UPDATE email_outbox SET status = $2, last_error = $3 WHERE id = $1`, [id, status, error]);
  },

  /** Records a message sent now (its first attempt); answers its id. */
  async insertSending(
    db: DataSource,
    message: { to: string; subject: string; text: string; notificationId: string | null },
  ): Promise<string> {
    const [row] = returnedRows<{ id: string }>(
      await db.query(
        `INSERT INTO email_outbox (recipient, subject, body_text, notification_id, attempts) VALUES ($1, $2, $3, $4, 1) RETURNING id`,
        [message.to, message.subject, message.text, message.notificationId],
      ),
    );
    return row.id;
  },

  /** A message sent now stays in the outbox only (no SMTP_URL). */
  async markSentNowKept(db: DataSource, id: string): Promise<void> {
    await db.query(`UPDATE email_outbox SET status = 'kept' WHERE id = $1`, [id]);
  },

  /** A message sent now went out. */
  async markSentNow(db: DataSource, id: string, messageId: string | null): Promise<void> {
    await db.query(`UPDATE email_outbox SET status = 'sent', sent_at = now(), message_id = $2 WHERE id = $1`, [
      id,
      messageId,
    ]);
  },

  /** A message sent now was refused. */
  async markSentNowFailed(db: DataSource, id: string, error: string): Promise<void> {
    await db.query(`UPDATE email_outbox SET status = 'failed', last_error = $2 WHERE id = $1`, [id, error]);
  },

  /** Messages waiting, the last day's most recent error and how many failed that day. */
  async status(db: DataSource): Promise<{ queue_size: number; last_error: string | null; failed: number }> {
    const [row] = await db.query(
      `SELECT (SELECT count(*)::int FROM email_outbox WHERE status = 'queued') AS queue_size,
              (SELECT last_error FROM email_outbox WHERE last_error IS NOT NULL AND created_at > now() - interval '1 day' ORDER BY created_at DESC LIMIT 1) AS last_error,
              (SELECT count(*)::int FROM email_outbox WHERE status = 'failed' AND created_at > now() - interval '1 day') AS failed`,
    );
    return row;
  },
};
