import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { canDecideRequest, withReportingLine, type Actor } from '../../auth/policy';
import { languageOf, type Language } from '../../i18n';
import { translateApiMessage } from '../../i18n/api-messages';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { DelegationService } from '../delegations';
import { LeaveRequestEntity, type LeaveRequestService } from '../leave-requests';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users';
import type { QuickDecisionValue } from './quick-decision-link.entity';
import { quickDecisionQueries, type LinkRow } from './quick-decision.queries';

/** How long a decision link may be used. */
export const LINK_LIFETIME_HOURS = 72;

/** Where an approver's link stands; only `open` comes with the request's details. */
export type LinkState = 'open' | 'used' | 'expired' | 'decided' | 'withdrawn' | 'not_yours';

/** What each state tells the person who opened the link (spec's catalogue wording). */
export const LINK_STATE_MESSAGES: Record<Exclude<LinkState, 'open'>, string> = {
  used: 'This link has already been used.',
  expired: 'This link has expired. Open Leavewise to decide the request.',
  decided: 'This request has already been decided.',
  withdrawn: 'This request was withdrawn by the person who asked for it.',
  not_yours: 'This request is no longer yours to decide (it was delegated or passed on to someone else).',
};

export interface OpenedLink {
  state: LinkState;
  decision: QuickDecisionValue;
  approver: UserEntity;
  request: LeaveRequestEntity;
  /** The request type's name people read (only while the link may decide). */
  typeName: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token is 32 random bytes, base64url: anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const invalidLink = () => notFound('This link is not valid.');

/**
 * Single-use decision links: each is bound to one request, one approver and one decision and expires
 * after 72 hours. Opening one reads only; deciding goes through the leave-request service as the
 * approver, with the same rules, locks and events as a decision in the browser.
 */
export class QuickDecisionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leaveRequests: LeaveRequestService,
    private readonly delegations: DelegationService,
    private readonly publicUrl: string | null,
  ) {}

  /**
   * Issues an approve and a reject link for `approverId` on `requestId`, inside the caller's transaction
   * (the email that carries them). Returns their addresses, or null without a public address.
   */
  async issueLinks(
    manager: EntityManager,
    requestId: string,
    approverId: string,
  ): Promise<Record<QuickDecisionValue, string> | null> {
    if (!this.publicUrl) return null;
    const links = {} as Record<QuickDecisionValue, string>;
    for (const decision of ['approve', 'reject'] as const) {
      const token = randomBytes(32).toString('base64url');
      await quickDecisionQueries.insertLink(manager, {
        tokenHash: hashOf(token),
        requestId,
        approverId,
        decision,
        hours: LINK_LIFETIME_HOURS,
      });
      links[decision] = `${this.publicUrl}/decide/${token}`;
    }
    return links;
  }

  /** What a link shows: its state and, when it may still decide, the request. Changes nothing. */
  async open(actor: Actor, token: string, manager: EntityManager = this.dataSource.manager): Promise<OpenedLink> {
    const row = await this.find(manager, token);
    return this.stateOf(actor, manager, row);
  }

  /**
   * Decides with a link (a POST from its confirmation page): the link is locked, must be unused and
   * unexpired, and for `requestId`; the decision is the leave-request service's, made as the link's
   * approver. Every link of that approver for the request is then spent. A link that may no longer
   * decide is refused in the approver's language (else `language`, the page's).
   */
  async decide(
    actor: Actor,
    token: string,
    input: { requestId: string; reason?: string | null },
    language: Language | null = null,
  ): Promise<{ decided: LeaveRequestEntity; approver: UserEntity }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, token, true);
      const opened = await this.stateOf(actor, manager, row);
      if (input.requestId !== row.request_id) throw forbidden('This link is for another request.');
      if (opened.state !== 'open')
        throw new AppError(
          'CONFLICT',
          translateApiMessage(LINK_STATE_MESSAGES[opened.state], languageOf(opened.approver) ?? language),
        );
      const as: Actor = { user: opened.approver, ip: actor.ip, via: 'email' };
      const decided =
        row.decision === 'approve'
          ? await this.leaveRequests.approve(as, row.request_id)
          : await this.leaveRequests.reject(as, row.request_id, input.reason ?? '');
      await quickDecisionQueries.spendLinks(manager, row.request_id, row.approver_id);
      return { decided, approver: opened.approver };
    });
  }

  /** Deletes the links that expired more than a day ago (used or not): they can only ever answer "expired". */
  async deleteExpired(): Promise<number> {
    return quickDecisionQueries.deleteExpiredLinks(this.dataSource);
  }

  private async find(manager: EntityManager, token: string, lock = false): Promise<LinkRow> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw invalidLink();
    const row = await quickDecisionQueries.link(manager, hashOf(token), lock);
    if (!row) throw invalidLink();
    return row;
  }

  private async stateOf(actor: Actor, manager: EntityManager, row: LinkRow): Promise<OpenedLink> {
    // Signed in as someone else: the link is not theirs, and shows them nothing.
    if (actor.user && actor.user.id !== row.approver_id) throw forbidden('This link was sent to someone else.');
    const approver = await manager.findOne(UserEntity, { where: { id: row.approver_id } });
    const request = await manager.findOne(LeaveRequestEntity, { where: { id: row.request_id } });
    if (!approver || !request) throw invalidLink();
    const base = { decision: row.decision, approver, request, typeName: null };
    if (row.used_at) return { ...base, state: 'used' };
    if (row.expired) return { ...base, state: 'expired' };
    if (request.status === 'cancelled') return { ...base, state: 'withdrawn' };
    if (request.status !== 'pending') return { ...base, state: 'decided' };
    const requester = await manager.findOne(UserEntity, { where: { id: request.userId } });
    const standIn = await this.delegations.standInOf(approver.id, manager);
    if (!requester || !canDecideRequest(approver, request, await withReportingLine(manager, requester), standIn))
      return { ...base, state: approver.isActive && request.firstApproverId === approver.id ? 'decided' : 'not_yours' };
    const type = await manager.findOne(RequestTypeEntity, { where: { id: request.requestTypeId } });
    return { ...base, state: 'open', typeName: type?.displayName ?? null };
  }
}
