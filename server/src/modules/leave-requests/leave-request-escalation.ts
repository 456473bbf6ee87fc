import type { DataSource, EntityManager } from 'typeorm';
import { HR_LEVEL, reportingLinesOf, type Actor } from '../../auth/policy';
import type { AuditService } from '../audit';
import type { PolicyService } from '../policy';
import { leaveRequestQueries, type EscalationRow } from './leave-request.queries';
import { recordRequestEvent, SYSTEM, type RequestEvents } from './request-lookup';

/**
 * The escalation chain: a request left pending for the policy's escalation delay (counted from its
 * submission or its last escalation) goes one step up — from the requester's manager to that
 * manager's own manager, then to HR and administrators (straight to HR when there is no manager at
 * that step). The earlier approvers keep their say. This covers an approver who is away with no
 * delegate as well as one who is simply slow.
 */
export class LeaveRequestEscalation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
    private readonly audit: AuditService,
    private readonly events: RequestEvents,
  ) {}

  /** Escalates every overdue request one step; returns the ids of those escalated. */
  async escalateOverdue(): Promise<string[]> {
    const settings = await this.policy.getSettings();
    if (settings.escalationDelay <= 0) return [];
    const eventIds: string[] = [];
    const escalated = await this.dataSource.transaction(async (manager) => {
      const due = await leaveRequestQueries.overdue(manager, settings.escalationDelay, HR_LEVEL);
      const lines = await reportingLinesOf(manager, [...new Set(due.map((row) => row.user_id))]);
      const done: { id: string; level: number; approverId: string | null }[] = [];
      for (const row of due) {
        const line = lines.get(row.user_id) ?? [];
        // One step up; where that step has no manager, straight to HR.
        const level = row.escalation_level === 0 && line.length >= 2 ? 1 : HR_LEVEL;
        const approverId = level === 1 ? line[1] : null;
        const eventId = await this.escalate(manager, row, level, SYSTEM, {
          escalation_delay_hours: settings.escalationDelay,
          escalated_to: approverId ?? 'hr',
        });
        if (!eventId) continue;
        eventIds.push(eventId);
        done.push({ id: row.id, level, approverId });
      }
      return done;
    });
    await this.events.published(eventIds);
    return escalated.map((row) => row.id);
  }

  /**
   * A person who left (deactivated by the company directory), inside the caller's transaction: their
   * own pending requests go to HR, and requests waiting for their decision go one step up the chain at
   * once, as escalation would take them (to the next active manager, else HR). Returns the event ids
   * to publish once the transaction commits.
   */
  async rerouteForLeaver(manager: EntityManager, leaverId: string, actor: Actor): Promise<string[]> {
    const own = await leaveRequestQueries.pendingOwnOf(manager, leaverId, HR_LEVEL);
    const below = await leaveRequestQueries.pendingBelow(manager, leaverId, HR_LEVEL);
    const lines = await reportingLinesOf(manager, [...new Set(below.map((row) => row.user_id))]);
    const active = await leaveRequestQueries.activeAmong(manager, [...new Set([...lines.values()].flat())]);
    const eventIds: string[] = [];
    for (const row of own) {
      const eventId = await this.escalate(manager, row, HR_LEVEL, actor, {
        escalated_to: 'hr',
        reason: 'requester_left',
      });
      if (eventId) eventIds.push(eventId);
    }
    for (const row of below) {
      const line = lines.get(row.user_id) ?? [];
      // Only where the leaver is the newest step: earlier approvers keep their say without them.
      if (line[row.escalation_level] !== leaverId) continue;
      const next = row.escalation_level === 0 && line[1] && active.has(line[1]) ? 1 : HR_LEVEL;
      const eventId = await this.escalate(manager, row, next, actor, {
        escalated_to: next === 1 ? line[1] : 'hr',
        reason: 'approver_left',
      });
      if (eventId) eventIds.push(eventId);
    }
    return eventIds;
  }

  /** Moves one pending request to `level`, audited, with its ESCALATED event; null when it changed meanwhile. */
  private async escalate(
    manager: EntityManager,
    row: EscalationRow,
    level: number,
    actor: Actor,
    details: Record<string, unknown>,
  ): Promise<string | null> {
    const updated = await leaveRequestQueries.escalate(manager, row, level);
    if (!updated) return null;
    await this.audit.record(manager, actor, {
      action: 'leave_request.escalated',
      resourceType: 'pto_request',
      resourceId: row.id,
      details: { request_id: updated.request_id, escalation_level: level, ...details },
    });
    return recordRequestEvent(
      this.events,
      manager,
      'ESCALATED',
      { id: row.id, requestId: updated.request_id, status: 'pending' },
      actor,
      { payload: { escalationLevel: level } },
    );
  }
}
