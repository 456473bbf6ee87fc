import type { DataSource } from 'typeorm';
import { HR_LEVEL, reportingLinesOf } from '../../auth/policy';
import { returnedRows } from '../../lib/ids';
import type { AuditService } from '../audit';
import type { PolicyService } from '../policy';
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
      const due: { id: string; user_id: string; escalation_level: number }[] = await manager.query(
        `SELECT id, user_id, escalation_level FROM leave_requests
         WHERE status = 'pending' AND coalesce(approval_stage, 'manager') = 'manager' AND escalation_level < $2
           AND coalesce(escalated_at, created_at) < now() - make_interval(hours => $1)
         ORDER BY created_at LIMIT 500 FOR NO KEY UPDATE SKIP LOCKED`,
        [settings.escalationDelay, HR_LEVEL],
      );
      const lines = await reportingLinesOf(manager, [...new Set(due.map((row) => row.user_id))]);
      const done: { id: string; level: number; approverId: string | null }[] = [];
      for (const row of due) {
        const line = lines.get(row.user_id) ?? [];
        // One step up; where that step has no manager, straight to HR.
        const level = row.escalation_level === 0 && line.length >= 2 ? 1 : HR_LEVEL;
        const [updated] = returnedRows<{ id: string; request_id: string }>(
          await manager.query(
            `UPDATE leave_requests SET escalation_level = $2, escalated_at = now(), updated_at = now()
             WHERE id = $1 AND status = 'pending' AND escalation_level = $3 RETURNING id, request_id`,
            [row.id, level, row.escalation_level],
          ),
        );
        if (!updated) continue;
        const approverId = level === 1 ? line[1] : null;
        await this.audit.record(manager, SYSTEM, {
          action: 'leave_request.escalated',
          resourceType: 'pto_request',
          resourceId: row.id,
          details: {
            request_id: updated.request_id,
            escalation_delay_hours: settings.escalationDelay,
            escalation_level: level,
            escalated_to: approverId ?? 'hr',
          },
        });
        eventIds.push(
          await recordRequestEvent(
            this.events,
            manager,
            'ESCALATED',
            { id: row.id, requestId: updated.request_id, status: 'pending' },
            SYSTEM,
            { payload: { escalationLevel: level } },
          ),
        );
        done.push({ id: row.id, level, approverId });
      }
      return done;
    });
    await this.events.published(eventIds);
    return escalated.map((row) => row.id);
  }
}
