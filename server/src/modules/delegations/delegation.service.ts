import type { DataSource, EntityManager } from 'typeorm';
import {
  ADMIN_SCOPE,
  assertOperation,
  assertTokenScope,
  canManageDelegationsOf,
  canNameDelegate,
  canStandIn,
  isApproverRole,
  NO_STAND_IN,
  requireSignedIn,
  seesEveryone,
  type Actor,
  type StandIn,
} from '../../auth/policy';
import { parseIsoDate, todayIso } from '../../lib/dates';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { UserEntity } from '../users/model';
import { ApprovalDelegationEntity } from './delegation.entity';
import { delegationQueries } from './delegation.queries';

export interface DelegationInput {
  /** The approver who is away (default: the viewer). */
  delegatorId?: string | null;
  delegateId: string;
  startDate: string;
  endDate: string;
  note?: string | null;
}

/** A delegation runs on the days from its start to its end date, unless revoked. */
/** Most delegations one list shows. */
export const DELEGATIONS_SHOWN = 200;

export const isRunning = (delegation: ApprovalDelegationEntity, today: string = todayIso()): boolean =>
  !delegation.revokedAt && delegation.startDate <= today && today <= delegation.endDate;

/**
 * Delegation of approvals: an approver (or an administrator for them) names a delegate for a date
 * range; while it runs, the delegate receives and may decide the approver's approvals (policy:
 * canNameDelegate, canStandIn).
 */
export class DelegationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Whom a person stands in for today (running delegations to them, while they may be a delegate). */
  async standInOf(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
    today: string = todayIso(),
  ): Promise<StandIn> {
    const delegators = await delegationQueries.runningDelegatorsOf(manager, userId, today);
    if (!delegators.length) return NO_STAND_IN;
    const people = await delegationQueries.peopleByIds(manager, [userId, ...delegators]);
    const delegate = people.find((user) => user.id === userId);
    if (!delegate || !canStandIn(delegate)) return NO_STAND_IN;
    const active = people.filter((user) => user.id !== userId && user.isActive);
    return { ids: active.map((user) => user.id), hrIds: active.filter(seesEveryone).map((user) => user.id) };
  }

  /** The running delegates of approvers, by approver id. */
  async delegatesOf(
    approverIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
    today: string = todayIso(),
  ): Promise<Map<string, UserEntity[]>> {
    const byApprover = new Map<string, UserEntity[]>(approverIds.map((id) => [id, []]));
    if (!approverIds.length) return byApprover;
    const rows = await delegationQueries.runningDelegationsOf(manager, approverIds, today);
    const delegates = await delegationQueries.peopleByIds(
      manager,
      rows.map((row) => row.delegate_id),
    );
    const byId = new Map(delegates.map((user) => [user.id, user]));
    for (const row of rows) {
      const delegate = byId.get(row.delegate_id);
      if (delegate && canStandIn(delegate)) byApprover.get(row.delegator_id)?.push(delegate);
    }
    return byApprover;
  }

  /**
   * Delegations the viewer is part of (as approver or delegate), newest first; with `userId`, that
   * person's delegations (themselves, HR and administrators).
   */
  async list(actor: Actor, userId?: string | null): Promise<ApprovalDelegationEntity[]> {
    requireSignedIn(actor);
    const subject = userId ?? actor.user.id;
    if (!isUuid(subject)) throw notFound('User not found');
    if (!canManageDelegationsOf(actor.user, { id: subject })) throw notFound('User not found');
    return delegationQueries.ofPerson(this.dataSource.manager, subject, DELEGATIONS_SHOWN);
  }

  async create(actor: Actor, input: DelegationInput): Promise<ApprovalDelegationEntity> {
    assertOperation('signedIn', actor);
    requireSignedIn(actor);
    const delegatorId = input.delegatorId ?? actor.user.id;
    for (const [field, value] of [
      ['startDate', input.startDate],
      ['endDate', input.endDate],
    ] as const)
      if (!value || !parseIsoDate(value)) throw badInput(`${field} must be a date written YYYY-MM-DD`, field);
    if (input.startDate > input.endDate) throw badInput('Start date cannot be after end date', 'startDate');
    if (input.endDate < todayIso()) throw badInput('The delegation would already be over', 'endDate');
    const note = (input.note ?? '').trim();
    if (note.length > 500) throw badInput('The note must be at most 500 characters', 'note');
    return this.dataSource
      .transaction(async (manager) => {
        const delegator = isUuid(delegatorId)
          ? await manager.findOne(UserEntity, { where: { id: delegatorId } })
          : null;
        if (!delegator || !canManageDelegationsOf(actor.user, delegator)) throw notFound('User not found');
        if (!canNameDelegate(actor.user, delegator, { id: input.delegateId }))
          throw forbidden(
            input.delegateId === actor.user.id
              ? "You cannot name yourself as someone else's delegate"
              : 'Only the approver or an administrator can name a delegate for them',
          );
        // Handing someone else's approvals to a delegate is administration: a sign-in session or admin:organisation.
        if (delegator.id !== actor.user.id) assertTokenScope(ADMIN_SCOPE, actor);
        if (!isApproverRole(delegator))
          throw badInput('Only managers, team leads, HR and administrators have approvals to delegate', 'delegatorId');
        const delegate = isUuid(input.delegateId)
          ? await manager.findOne(UserEntity, { where: { id: input.delegateId } })
          : null;
        if (!delegate || !delegate.isActive) throw badInput('Choose an active person as the delegate', 'delegateId');
        if (delegate.id === delegator.id) throw badInput('A person cannot be their own delegate', 'delegateId');
        if (!canStandIn(delegate))
          throw badInput('The delegate must be a manager, team lead, HR or an administrator', 'delegateId');
        const created = await manager.save(
          ApprovalDelegationEntity,
          manager.create(ApprovalDelegationEntity, {
            delegatorId: delegator.id,
            delegateId: delegate.id,
            startDate: input.startDate,
            endDate: input.endDate,
            note,
            createdBy: actor.user.id,
          }),
        );
        await this.audit.record(manager, actor, {
          action: 'delegation.created',
          resourceType: 'delegation',
          resourceId: created.id,
          details: {
            delegator_id: delegator.id,
            delegate_id: delegate.id,
            start_date: input.startDate,
            end_date: input.endDate,
          },
        });
        return created;
      })
      .catch((error: { code?: string }) => {
        if (error?.code === '23P01') throw conflict('This person already has a delegate for some of these days');
        throw error;
      });
  }

  /** Ends a delegation now (the approver, HR or an administrator). */
  async revoke(actor: Actor, id: string): Promise<ApprovalDelegationEntity> {
    requireSignedIn(actor);
    if (!isUuid(id)) throw notFound('Delegation not found');
    return this.dataSource.transaction(async (manager) => {
      const delegation = await delegationQueries.lockedById(manager, id);
      if (!delegation || !canManageDelegationsOf(actor.user, { id: delegation.delegatorId }))
        throw notFound('Delegation not found');
      if (delegation.revokedAt) throw conflict('This delegation has already been revoked');
      const revokedAt = new Date();
      await manager.update(ApprovalDelegationEntity, { id }, { revokedAt, revokedBy: actor.user.id });
      await this.audit.record(manager, actor, {
        action: 'delegation.revoked',
        resourceType: 'delegation',
        resourceId: id,
        details: { delegator_id: delegation.delegatorId, delegate_id: delegation.delegateId },
      });
      return { ...delegation, revokedAt, revokedBy: actor.user.id };
    });
  }
}
