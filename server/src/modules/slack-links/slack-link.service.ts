import { createHash, randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { requireSession, requireSignedIn, type Actor } from '../../auth/policy';
import { badInput, conflict } from '../../lib/errors';
import type { AuditService } from '../audit';
import { UserEntity } from '../users';
import { slackLinkQueries } from './slack-link.queries';

/** How long a link code from the profile may be used: time to switch to Slack and type it. */
export const SLACK_LINK_CODE_MINUTES = 10;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** The Slack app's slash command that takes a code (README: setting up the Slack app). */
export const SLACK_COMMAND = '/leavewise';

export interface SlackAccountStatus {
  /** Whether the organisation has a Slack app set up (linking is of use only then). */
  slackAppSetUp: boolean;
  slackUserId: string | null;
  /** The Slack user's name as Slack sent it when they linked (null when it sent none). */
  slackUserName: string | null;
  linkedAt: Date | null;
}

/** Slack's names are short; anything longer, empty or with control characters is not kept. */
const SLACK_USER_NAME_MAX = 80;
export function slackUserNameFrom(raw: string | null | undefined): string | null {
  const name = raw?.trim() ?? '';
  // eslint-disable-next-line no-control-regex
  return name && name.length <= SLACK_USER_NAME_MAX && !/[\u0000-\u001f\u007f]/.test(name) ? name : null;
}

export interface IssuedSlackLinkCode {
  code: string;
  expiresAt: Date;
  command: string;
}

const NO_SLACK_APP = 'No Slack app is set up in Leavewise';
const UNKNOWN_CODE = 'This link code is not known: copy it again from your Leavewise profile';
const USED_CODE = 'This link code was already used: ask for a new one in your Leavewise profile';
const EXPIRED_CODE = 'This link code has expired: ask for a new one in your Leavewise profile';
const SLACK_USER_TAKEN = 'This Slack account is linked to another Leavewise person: they must unlink it first';
const EMAIL_OF_ANOTHER = "This Slack account's email belongs to another Leavewise person";

/** The code as typed: letters in either case, with or without the dash or spaces. */
const normalised = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashOf = (code: string) => createHash('sha256').update(normalised(code)).digest('hex');

/**
 * Slack accounts linked to Leavewise people. A person asks for a one-time code in the profile and sends
 * it from Slack (`/leavewise link CODE`): Slack's signature proves the Slack user, the code the person.
 * Clicks in Slack are then theirs even when the Slack email differs from the one they sign in with.
 */
export class SlackLinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The viewer's linked Slack account, if any. */
  async account(actor: Actor): Promise<SlackAccountStatus> {
    requireSignedIn(actor);
    // The Slack app's settings are the quick-decisions module's; only whether they exist is read here.
    const row = await slackLinkQueries.accountOf(this.dataSource.manager, actor.user.id);
    return {
      slackAppSetUp: row.set_up,
      slackUserId: row.slack_user_id ?? null,
      slackUserName: row.slack_user_id ? (row.slack_user_name ?? null) : null,
      linkedAt: row.linked_at ?? null,
    };
  }

  /**
   * A new one-time code for the viewer (any earlier unused one stops working). A sign-in session only:
   * a link lets a Slack account decide in the person's name, so no API token may make one.
   */
  async startLink(actor: Actor): Promise<IssuedSlackLinkCode> {
    requireSession(actor);
    if (!(await this.account(actor)).slackAppSetUp) throw conflict(NO_SLACK_APP);
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const shown = `${code.slice(0, 4)}-${code.slice(4)}`;
    const expiresAt = await this.dataSource.transaction((manager) =>
      slackLinkQueries.replaceCode(manager, actor.user.id, hashOf(code), SLACK_LINK_CODE_MINUTES),
    );
    return { code: shown, expiresAt, command: `${SLACK_COMMAND} link ${shown}` };
  }

  /** Removes the viewer's Slack link: their Slack clicks count again only by a matching verified email. */
  async unlink(actor: Actor): Promise<SlackAccountStatus> {
    requireSession(actor);
    await this.dataSource.transaction(async (manager) => {
      const removed = await slackLinkQueries.unlinkPerson(manager, actor.user.id);
      if (removed !== null)
        await this.audit.record(manager, actor, {
          action: 'slack_account.unlinked',
          resourceType: 'user',
          resourceId: actor.user.id,
          details: { slack_user_id: removed },
        });
    });
    return this.account(actor);
  }

  /**
   * Links `slackUserId` (proven by Slack's signature) to the person whose code it sent, once. Refused,
   * changing nothing: an unknown, used or expired code; a Slack account linked to someone else; a Slack
   * account whose verified email (`slackEmail`) is another active person's, who would lose their clicks.
   */
  async redeem(
    code: string,
    slackUserId: string,
    slackEmail: string | null,
    slackUserName: string | null = null,
  ): Promise<UserEntity> {
    if (normalised(code).length !== CODE_LENGTH) throw badInput(UNKNOWN_CODE);
    return this.dataSource.transaction(async (manager) => {
      const found = await slackLinkQueries.lockCode(manager, hashOf(code));
      if (!found) throw badInput(UNKNOWN_CODE);
      if (found.used_at) throw badInput(USED_CODE);
      if (found.expired) throw badInput(EXPIRED_CODE);
      const person = await manager.findOneByOrFail(UserEntity, { id: found.user_id });
      if (await slackLinkQueries.linkedToAnother(manager, slackUserId, person.id)) throw conflict(SLACK_USER_TAKEN);
      if (slackEmail && (await slackLinkQueries.emailOfAnother(manager, slackEmail, person.id)))
        throw conflict(EMAIL_OF_ANOTHER);
      await slackLinkQueries.link(manager, hashOf(code), person.id, slackUserId, slackUserNameFrom(slackUserName));
      await this.recordFromSlack(manager, person, 'linked', slackUserId);
      return person;
    });
  }

  /** The active person a Slack user is linked to, or null. */
  async linkedPerson(slackUserId: string): Promise<UserEntity | null> {
    return slackLinkQueries.linkedPerson(this.dataSource.manager, slackUserId);
  }

  /** The active person who signs in with `email` (Slack's verified email of a Slack user), or null. */
  async personWithEmail(email: string | null): Promise<UserEntity | null> {
    if (!email) return null;
    return slackLinkQueries.personWithEmail(this.dataSource.manager, email);
  }

  /** Unlinks a Slack user from Slack itself (`/leavewise unlink`); answers whom it was linked to. */
  async unlinkSlackUser(slackUserId: string): Promise<UserEntity | null> {
    const person = await this.linkedPerson(slackUserId);
    if (!person) return null;
    await this.dataSource.transaction(async (manager) => {
      await slackLinkQueries.unlinkSlackUser(manager, slackUserId);
      await this.recordFromSlack(manager, person, 'unlinked', slackUserId);
    });
    return person;
  }

  /** Audits a link or unlink typed in Slack: the person acted, through Slack, from no known address. */
  private recordFromSlack(
    manager: EntityManager,
    person: UserEntity,
    change: 'linked' | 'unlinked',
    slackUserId: string,
  ): Promise<void> {
    return this.audit.record(
      manager,
      { user: person, ip: null, via: 'slack' },
      {
        action: `slack_account.${change}`,
        resourceType: 'user',
        resourceId: person.id,
        details: { slack_user_id: slackUserId },
      },
    );
  }
}
