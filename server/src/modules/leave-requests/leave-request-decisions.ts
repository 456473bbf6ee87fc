import type { DataSource, EntityManager } from 'typeorm';
import {
  assertOperation,
  canCancelRequest,
  canDecideRequest,
  canReadRequest,
  decidingOnBehalfOf,
  requireSignedIn,
  seesEveryone,
  withReportingLine,
  type Actor,
  type PersonInLine,
  type StandIn,
} from '../../auth/policy';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { RequestEventKind } from '../../realtime/events';
import type { AuditService } from '../audit';
import type { DelegationService } from '../delegations';
import type { StaffingService } from '../staffing';
import type { PolicyService } from '../policy';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import { LeaveRequestEntity } from './leave-request.entity';
import { lockRequest, recordRequestEvent, SYSTEM, type RequestEvents } from './request-lookup';
import type { RequestLedger } from './request-ledger';

/** The event a decision publishes: a first (manager) approval leaves the request pending at the HR stage. */
export const eventOf = (request: LeaveRequestEntity): RequestEventKind =>
  request.status === 'approved' ? 'APPROVED' : request.status === 'rejected' ? 'REJECTED' : 'MANAGER_APPROVED';

/** Most requests the manager inbox lists, and one bulk approval decides. */
export const PENDING_APPROVALS_SHOWN = 500;

/** Why the actor may not decide a request they might otherwise decide, in the words they see. */
function refusalOf(actor: UserEntity, request: LeaveRequestEntity, requester: PersonInLine, standIn: StandIn): string {
  if (actor.id === requester.id) return 'You cannot approve or reject your own request';
  const firstStepUntaken = { ...request, firstApproverId: null, firstApproverOnBehalfOf: null };
  if (canDecideRequest(actor, firstStepUntaken, requester, standIn)) {
    if (request.firstApproverId === actor.id)
      return 'You gave the first approval of this request; someone else must give the HR approval';
    if (request.firstApproverOnBehalfOf === actor.id)
      return 'The first approval of this request was given on your behalf; someone else must give the HR approval';
  }
  return 'You are not an approver of this request';
}

export type Decision = { kind: 'approve'; comment?: string | null } | { kind: 'reject'; reason: string };

export interface BulkApproveOutcome {
  approved: LeaveRequestEntity[];
  failed: { id: string; requestId: string | null; message: string }[];
}

/** Deciding and cancelling requests: each in one transaction with the request and balance rows locked. */
export class LeaveRequestDecisions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
    private readonly requestLedger: RequestLedger,
    private readonly audit: AuditService,
    private readonly events: RequestEvents,
    private readonly delegations: DelegationService,
    private readonly staffing: StaffingService,
  ) {}

  approve(actor: Actor, id: string, comment?: string | null): Promise<LeaveRequestEntity> {
    const text = comment?.trim() || null;
    if (text && text.length > 1000) throw badInput('Comment must be at most 1000 characters', 'comment');
    return this.decide(actor, id, { kind: 'approve', comment: text });
  }

  reject(actor: Actor, id: string, reason: string): Promise<LeaveRequestEntity> {
    const text = (reason ?? '').trim();
    if (!text) throw badInput('Please provide a rejection reason', 'reason');
    if (text.length > 1000) throw badInput('Rejection reason must be at most 1000 characters', 'reason');
    return this.decide(actor, id, { kind: 'reject', reason: text });
  }

  /**
   * Approves or rejects in one transaction: the request row is locked and must still be pending,
   * the balance rows of its years are locked, its own hold becomes used days (approval) or is released
   * (rejection). Twenty simultaneous approvals of one request therefore deduct once; the rest get CONFLICT.
   */
  private async decide(actor: Actor, id: string, decision: Decision): Promise<LeaveRequestEntity> {
    requireSignedIn(actor);
    const eventIds: string[] = [];
    const decided = await this.dataSource.transaction(async (manager) => {
      const request = await lockRequest(manager, id);
      const found = request && (await manager.findOne(UserEntity, { where: { id: request.userId } }));
      if (!request || !found) throw notFound('Leave request not found');
      const requester = await withReportingLine(manager, found);
      const standIn = await this.delegations.standInOf(actor.user.id, manager);
      // A delegate may see the requests they may decide, whoever's reporting line they are in.
      const asApprover = canDecideRequest(actor.user, { ...request, status: 'pending' }, requester, standIn);
      if (!canReadRequest(actor.user, requester) && !asApprover) throw notFound('Leave request not found');
      if (request.status !== 'pending') throw conflict('This request is no longer pending');
      if (!canDecideRequest(actor.user, request, requester, standIn))
        throw forbidden(refusalOf(actor.user, request, requester, standIn));
      const onBehalfOfId = decidingOnBehalfOf(actor.user, request, requester, standIn);
      if (decision.kind === 'approve') await this.staffing.enforce(manager, found, request, request.id);
      const settings = await this.policy.getSettings(manager);
      const result = await this.applyDecision(manager, actor, request, decision, settings, onBehalfOfId);
      eventIds.push(await recordRequestEvent(this.events, manager, eventOf(result), result, actor, { onBehalfOfId }));
      return result;
    });
    await this.events.published(eventIds);
    return decided;
  }

  /**
   * Records a decision on a locked, pending request: ledger entries, the new status, the audit row.
   * A request whose type needs HR approval too stays pending after its manager's approval, at the HR
   * stage (unless HR or an administrator approved it in their own right).
   */
  async applyDecision(
    manager: EntityManager,
    actor: Actor,
    request: LeaveRequestEntity,
    decision: Decision,
    settings: { allowNegativeBalance: boolean },
    onBehalfOfId: string | null = null,
  ): Promise<LeaveRequestEntity> {
    const requester = (await manager.findOne(UserEntity, { where: { id: request.userId } }))!;
    const now = new Date();
    if (decision.kind === 'approve' && (await this.needsHrStep(manager, actor, request, onBehalfOfId)))
      return this.approveFirstStep(manager, actor, request, decision.comment ?? null, onBehalfOfId, now);
    let changes: Partial<LeaveRequestEntity>;
    if (decision.kind === 'approve') {
      await this.requestLedger.approve(manager, requester, request, actor, settings.allowNegativeBalance);
      changes = {
        status: 'approved',
        approverId: actor.user?.id ?? null,
        approvedAt: now,
        approvalComment: decision.comment ?? null,
        approverOnBehalfOf: onBehalfOfId,
      };
    } else {
      await this.requestLedger.release(manager, requester, request, actor);
      changes = {
        status: 'rejected',
        approverId: actor.user?.id ?? null,
        rejectedAt: now,
        rejectionReason: decision.reason,
        approverOnBehalfOf: onBehalfOfId,
      };
    }
    const result = await manager.update(LeaveRequestEntity, { id: request.id, status: 'pending' }, changes);
    if (result.affected !== 1) throw conflict('This request is no longer pending');
    const approved = decision.kind === 'approve';
    await this.audit.record(manager, actor, {
      action: approved ? 'leave_request.approved' : 'leave_request.rejected',
      resourceType: 'pto_request',
      resourceId: request.id,
      details: {
        request_id: request.requestId,
        days: request.days,
        ...(approved
          ? { approver_id: actor.user?.id ?? null, automatic: !actor.user }
          : { rejector_id: actor.user?.id ?? null, rejection_reason: (decision as { reason: string }).reason }),
        ...(onBehalfOfId ? { on_behalf_of: onBehalfOfId } : {}),
        ...(request.approvalStage === 'hr' ? { stage: 'hr', first_approver_id: request.firstApproverId } : {}),
      },
    });
    return { ...request, ...changes, updatedAt: now } as LeaveRequestEntity;
  }

  private async needsHrStep(
    manager: EntityManager,
    actor: Actor,
    request: LeaveRequestEntity,
    onBehalfOfId: string | null,
  ): Promise<boolean> {
    if (request.approvalStage !== 'manager') return false;
    const type = await manager.findOne(RequestTypeEntity, { where: { id: request.requestTypeId } });
    if (!type?.requiresHrApproval) return false;
    return !(actor.user && seesEveryone(actor.user) && !onBehalfOfId);
  }

  /** The manager's approval of a two-step request: recorded on the request, which now waits for HR. */
  private async approveFirstStep(
    manager: EntityManager,
    actor: Actor,
    request: LeaveRequestEntity,
    comment: string | null,
    onBehalfOfId: string | null,
    now: Date,
  ): Promise<LeaveRequestEntity> {
    const changes: Partial<LeaveRequestEntity> = {
      approvalStage: 'hr',
      firstApproverId: actor.user?.id ?? null,
      firstApprovedAt: now,
      firstApprovalComment: comment,
      firstApproverOnBehalfOf: onBehalfOfId,
    };
    const result = await manager.update(
      LeaveRequestEntity,
      { id: request.id, status: 'pending', approvalStage: 'manager' },
      changes,
    );
    if (result.affected !== 1) throw conflict('This request is no longer pending');
    await this.audit.record(manager, actor, {
      action: 'leave_request.manager_approved',
      resourceType: 'pto_request',
      resourceId: request.id,
      details: {
        request_id: request.requestId,
        days: request.days,
        approver_id: actor.user?.id ?? null,
        next: 'hr',
        ...(onBehalfOfId ? { on_behalf_of: onBehalfOfId } : {}),
      },
    });
    return { ...request, ...changes, updatedAt: now } as LeaveRequestEntity;
  }

  /** The requester withdraws a pending request, or an approved one that has not started; days are refunded. */
  async cancel(actor: Actor, id: string): Promise<LeaveRequestEntity> {
    requireSignedIn(actor);
    const eventIds: string[] = [];
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const request = await lockRequest(manager, id);
      const requester = request && (await manager.findOne(UserEntity, { where: { id: request.userId } }));
      if (!request || !requester || !canReadRequest(actor.user, await withReportingLine(manager, requester)))
        throw notFound('Leave request not found');
      if (request.userId !== actor.user.id) throw forbidden('Only the requester can cancel a request');
      if (!canCancelRequest(actor.user, request))
        throw conflict('Only pending requests, or approved requests that have not started, can be cancelled');
      const now = new Date();
      const result = await manager.update(
        LeaveRequestEntity,
        { id: request.id, status: request.status },
        { status: 'cancelled', cancelledAt: now },
      );
      if (result.affected !== 1) throw conflict('This request is no longer pending');
      if (request.status === 'pending') await this.requestLedger.release(manager, requester, request, actor);
      else await this.requestLedger.refund(manager, requester, request, actor);
      await this.audit.record(manager, actor, {
        action: 'leave_request.cancelled',
        resourceType: 'pto_request',
        resourceId: request.id,
        details: { request_id: request.requestId, previous_status: request.status, days: request.days },
      });
      const withdrawn = { ...request, status: 'cancelled', cancelledAt: now, updatedAt: now } as LeaveRequestEntity;
      eventIds.push(await recordRequestEvent(this.events, manager, 'CANCELLED', withdrawn, actor));
      return withdrawn;
    });
    await this.events.published(eventIds);
    return cancelled;
  }

  /** Approves the given requests, or every request the viewer may decide; reports each failure. */
  async bulkApprove(
    actor: Actor,
    ids: string[] | null | undefined,
    decidable: () => Promise<LeaveRequestEntity[]>,
  ): Promise<BulkApproveOutcome> {
    assertOperation('approver', actor);
    const targets = ids?.length ? [...new Set(ids)] : (await decidable()).map((request) => request.id);
    if (!targets.length) throw badInput('No pending requests to approve');
    // Each approval is a transaction of its own: one call decides at most what the inbox lists.
    if (targets.length > PENDING_APPROVALS_SHOWN)
      throw badInput(
        `At most ${PENDING_APPROVALS_SHOWN} requests can be approved at once (asked for ${targets.length})`,
        'ids',
      );
    const outcome: BulkApproveOutcome = { approved: [], failed: [] };
    for (const id of targets) {
      try {
        outcome.approved.push(await this.approve(actor, id));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'FORBIDDEN') {
          await this.audit.recordStandalone(actor, {
            action: 'authorization.denied',
            resourceType: 'pto_request',
            resourceId: id,
            details: { operation: 'Mutation.bulkApproveLeaveRequests', reason: error.message },
          });
        }
        const request =
          error.code !== 'NOT_FOUND' && isUuid(id)
            ? await this.dataSource.manager.findOne(LeaveRequestEntity, { where: { id } })
            : null;
        outcome.failed.push({ id, requestId: request?.requestId ?? null, message: error.message });
      }
    }
    return outcome;
  }

  /** System approval after the policy's delay, when manager approval is not required. */
  async autoApprove(requestId: string): Promise<void> {
    const eventIds: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      const request = await lockRequest(manager, requestId);
      // Only the manager's step is automatic: a second, HR step is left to HR.
      if (!request || request.status !== 'pending' || request.approvalStage !== 'manager') return null;
      const settings = await this.policy.getSettings(manager);
      if (settings.requireManagerApproval) return null;
      let decided: LeaveRequestEntity;
      try {
        // The coverage check refuses before anything of the request is posted.
        decided = await this.applyDecision(
          manager,
          SYSTEM,
          request,
          { kind: 'approve', comment: 'Approved automatically' },
          settings,
        );
      } catch (error) {
        if (error instanceof AppError) return; // e.g. balance exhausted: left for a person to decide
        throw error;
      }
      eventIds.push(await recordRequestEvent(this.events, manager, eventOf(decided), decided, SYSTEM));
    });
    await this.events.published(eventIds);
  }
}
