import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/ids';
import type { QuickDecisionValue } from './quick-decision-link.entity';

/** A decision link as kept (by its token's hash), with whether it expired. */
export interface LinkRow {
  id: string;
  request_id: string;
  approver_id: string;
  decision: QuickDecisionValue;
  expired: boolean;
  used_at: Date | null;
}

/** The quick decisions' SQL, in one place: decision links and the Slack app's settings and seen requests. */
export const quickDecisionQueries = {
  /** Keeps a link's token hash for the approver on the request, valid `hours`. */
  async insertLink(
    manager: EntityManager,
    link: { tokenHash: string; requestId: string; approverId: string; decision: QuickDecisionValue; hours: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO quick_decision_links (token_hash, request_id, approver_id, decision, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [link.tokenHash, link.requestId, link.approverId, link.decision, link.hours],
    );
  },

  /** The link with this token hash (locked for the caller's transaction when `lock`), or undefined. */
  async link(manager: EntityManager, tokenHash: string, lock: boolean): Promise<LinkRow | undefined> {
    const [row] = returnedRows<LinkRow>(
      await manager.query(
        `SELECT id, request_id, approver_id, decision, used_at, expires_at <= now() AS expired
         FROM quick_decision_links WHERE token_hash = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [tokenHash],
      ),
    );
    return row;
  },

  /** Spends every unused link of the approver for the request. */
  async spendLinks(manager: EntityManager, requestId: string, approverId: string): Promise<void> {
    await manager.query(
      `UPDATE quick_decision_links SET used_at = now() WHERE request_id = $1 AND approver_id = $2 AND used_at IS NULL`,
      [requestId, approverId],
    );
  },

  /** Deletes the links that expired more than a day ago; answers how many. */
  async deleteExpiredLinks(db: DataSource): Promise<number> {
    const [row] = await db.query(
      `WITH d AS (DELETE FROM quick_decision_links WHERE expires_at < now() - interval '1 day' RETURNING 1)
       SELECT count(*)::int AS count FROM d`,
    );
    return row.count;
  },

  /** When the Slack app was last set up, or undefined while it is not. */
  async slackAppUpdatedAt(db: DataSource): Promise<{ updated_at: Date } | undefined> {
    const [row] = await db.query(`SELECT updated_at FROM slack_app_settings WHERE id = 1`);
    return row;
  },

  /** The Slack app's secrets, or undefined while it is not set up. */
  async slackAppSecrets(db: DataSource): Promise<{ signing_secret: string; bot_token: string } | undefined> {
    const [row] = await db.query(`SELECT signing_secret, bot_token FROM slack_app_settings WHERE id = 1`);
    return row;
  },

  /** Sets the Slack app up (or again) with these secrets, by this person. */
  async saveSlackApp(
    manager: EntityManager,
    settings: { signingSecret: string; botToken: string; updatedBy: string | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO slack_app_settings (id, signing_secret, bot_token, updated_by) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET signing_secret = $1, bot_token = $2, updated_by = $3, updated_at = now()`,
      [settings.signingSecret, settings.botToken, settings.updatedBy],
    );
  },

  async removeSlackApp(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM slack_app_settings WHERE id = 1`);
  },

  /**
   * Notes a Slack request's signature as seen (pruning those past their ten minutes); false when it was
   * seen before.
   */
  async firstSeen(db: DataSource, signatureHash: string): Promise<boolean> {
    const seen = returnedRows(
      await db.query(
        `INSERT INTO slack_seen_requests (signature_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING signature_hash`,
        [signatureHash],
      ),
    );
    await db.query(`DELETE FROM slack_seen_requests WHERE seen_at < now() - interval '10 minutes'`);
    return seen.length > 0;
  },

  /** Deletes the signatures seen more than a day past their ten minutes; answers how many. */
  async deleteExpiredSeenRequests(db: DataSource): Promise<number> {
    const [row] = await db.query(
      `WITH d AS (DELETE FROM slack_seen_requests WHERE seen_at < now() - interval '1 day 10 minutes' RETURNING 1)
       SELECT count(*)::int AS count FROM d`,
    );
    return row.count;
  },
};
