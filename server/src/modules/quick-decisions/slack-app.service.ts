import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { supportedLanguage, type Language } from '../../i18n';
import { AppError, badInput } from '../../lib/errors';
import type { OutboundHttp } from '../../lib/outbound-http';
import { componentLogger } from '../../observability/logger';
import type { AuditService } from '../audit';
import { quickDecisionQueries } from './quick-decision.queries';

const log = componentLogger('slack');

/** How far a Slack request's timestamp may be from now: older ones are replays (Slack's own advice). */
export const SLACK_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

export interface SlackAppStatus {
  configured: boolean;
  updatedAt: Date | null;
  /** The address to enter as the Slack app's Interactivity Request URL. */
  interactivityUrl: string | null;
  /** The address to enter as the Request URL of the /leavewise slash command. */
  commandUrl: string | null;
}

interface SlackSecrets {
  signingSecret: string;
  botToken: string;
}

const unauthorised = (message: string) => new AppError('UNAUTHENTICATED', message);

/**
 * The organisation's Slack app: its signing secret (to know a request came from Slack) and bot token
 * (to look people up, open the reason dialog). Kept like the channels' secrets, never shown again.
 */
export class SlackAppService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbound: OutboundHttp,
    private readonly audit: AuditService,
    private readonly options: { apiUrl: string; publicUrl: string | null },
  ) {}

  async status(actor: Actor): Promise<SlackAppStatus> {
    assertOperation('admin', actor);
    const row = await quickDecisionQueries.slackAppUpdatedAt(this.dataSource);
    return {
      configured: Boolean(row),
      updatedAt: row?.updated_at ?? null,
      interactivityUrl: this.options.publicUrl ? `${this.options.publicUrl}/api/integrations/slack/actions` : null,
      commandUrl: this.options.publicUrl ? `${this.options.publicUrl}/api/integrations/slack/commands` : null,
    };
  }

  async configure(actor: Actor, input: { signingSecret: string; botToken: string }): Promise<SlackAppStatus> {
    assertOperation('admin', actor);
    const signingSecret = (input.signingSecret ?? '').trim();
    const botToken = (input.botToken ?? '').trim();
    if (!/^[0-9a-f]{16,128}$/i.test(signingSecret))
      throw badInput('The signing secret is the hexadecimal value under Basic Information in Slack', 'signingSecret');
    if (!/^xoxb-[A-Za-z0-9-]{10,250}$/.test(botToken))
      throw badInput('The bot token starts with xoxb- (OAuth & Permissions in Slack)', 'botToken');
    await this.dataSource.transaction(async (manager) => {
      await quickDecisionQueries.saveSlackApp(manager, {
        signingSecret,
        botToken,
        updatedBy: actor.user?.id ?? null,
      });
      await this.audit.record(manager, actor, { action: 'slack_app.configured', resourceType: 'integration' });
    });
    return this.status(actor);
  }

  async remove(actor: Actor): Promise<SlackAppStatus> {
    assertOperation('admin', actor);
    await this.dataSource.transaction(async (manager) => {
      await quickDecisionQueries.removeSlackApp(manager);
      await this.audit.record(manager, actor, { action: 'slack_app.removed', resourceType: 'integration' });
    });
    return this.status(actor);
  }

  /**
   * Checks that a request came from Slack: `v0=` HMAC-SHA256 of `v0:timestamp:body` with the signing
   * secret, a timestamp within five minutes, and a signature not seen before. Throws UNAUTHENTICATED.
   */
  async verify(rawBody: Buffer, timestampHeader: unknown, signatureHeader: unknown, now = Date.now()): Promise<void> {
    const secrets = await this.secrets();
    if (!secrets) throw new AppError('SERVICE_UNAVAILABLE', 'No Slack app is set up in Leavewise');
    const timestamp =
      typeof timestampHeader === 'string' && /^\d{1,12}$/.test(timestampHeader) ? timestampHeader : null;
    const signature = typeof signatureHeader === 'string' ? signatureHeader : '';
    if (!timestamp || Math.abs(now / 1000 - Number(timestamp)) > SLACK_TIMESTAMP_TOLERANCE_SECONDS)
      throw unauthorised('The Slack request is too old or has no timestamp');
    const expected = `v0=${createHmac('sha256', secrets.signingSecret)
      .update(`v0:${timestamp}:`)
      .update(rawBody)
      .digest('hex')}`;
    const matches =
      signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!matches) throw unauthorised('The Slack request signature does not match');
    // A request seen once is not taken again, even within the five minutes.
    const first = await quickDecisionQueries.firstSeen(
      this.dataSource,
      createHash('sha256').update(signature).digest('hex'),
    );
    if (!first) throw unauthorised('The Slack request was already received');
  }

  /**
   * Deletes the Slack signatures seen more than a day past their ten minutes (those each click prunes
   * stay when nobody clicks for a while).
   */
  async deleteExpiredSeenRequests(): Promise<number> {
    return quickDecisionQueries.deleteExpiredSeenRequests(this.dataSource);
  }

  /**
   * What Slack says of a Slack user (users.info with their locale): their verified email, and the
   * language of their Slack when Leavewise speaks it, for answering someone Leavewise does not know.
   * Nulls when Slack gives none (user_not_found, a token without users:read, a deleted user or a bot).
   */
  async slackUser(slackUserId: string): Promise<{ email: string | null; language: Language | null }> {
    const none = { email: null, language: null };
    const answer = await this.call('GET', `users.info?user=${encodeURIComponent(slackUserId)}&include_locale=true`);
    if (answer.ok !== true) return none;
    const user = answer.user as
      { deleted?: boolean; is_bot?: boolean; locale?: unknown; profile?: { email?: unknown } } | undefined;
    if (!user || user.deleted || user.is_bot) return none;
    return {
      email: typeof user.profile?.email === 'string' ? user.profile.email : null,
      language: typeof user.locale === 'string' ? supportedLanguage(user.locale) : null,
    };
  }

  /** Opens a modal (views.open) for the click that gave `triggerId`. */
  async openView(triggerId: string, view: Record<string, unknown>): Promise<void> {
    const answer = await this.call('POST', 'views.open', { trigger_id: triggerId, view });
    if (answer.ok !== true)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `Slack did not open the dialog: ${String(answer.error ?? 'no reason given')}`,
      );
  }

  /** Replaces the message a button was on, through the click's response_url (valid 30 minutes, 5 uses). */
  async respond(responseUrl: string, message: Record<string, unknown>): Promise<void> {
    if (!/^https?:\/\//.test(responseUrl)) return;
    // The decision stands whatever happens to the message: a failure here is only logged.
    await this.outbound
      .request(responseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(message),
        maxBodyBytes: 4096,
      })
      .catch((error: Error) => log.warn({ err: error }, 'updating the Slack message failed'));
  }

  private async secrets(): Promise<SlackSecrets | null> {
    const row = await quickDecisionQueries.slackAppSecrets(this.dataSource);
    return row ? { signingSecret: row.signing_secret, botToken: row.bot_token } : null;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const secrets = await this.secrets();
    if (!secrets) throw new AppError('SERVICE_UNAVAILABLE', 'No Slack app is set up in Leavewise');
    const name = path.split('?')[0];
    const response = await this.outbound
      .request(`${this.options.apiUrl}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secrets.botToken}`,
          ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        maxBodyBytes: 256 * 1024,
      })
      .catch((error: Error) => {
        throw new AppError('SERVICE_UNAVAILABLE', `Slack could not be reached for ${name}: ${error.message}`);
      });
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      // Not JSON: answered below as Slack's failure.
    }
    if (response.status !== 200 || typeof parsed.ok !== 'boolean')
      throw new AppError('SERVICE_UNAVAILABLE', `Slack answered ${name} with HTTP ${response.status}`);
    return parsed;
  }
}
