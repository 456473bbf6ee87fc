import type { EntityManager } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { isUuid } from '../../lib/ids';
import type { EventBus, RequestEventKind } from '../../realtime/events';
import { lockPersonBalances } from '../balances';
import { LeaveRequestEntity } from './leave-request.entity';

/** The system itself (automatic approval, escalation). */
export const SYSTEM: Actor = { user: null, ip: null };

/** A request by id or human id (WD-PTO-…); null when the text can name neither. */
export function requestWhere(id: string): { id: string } | { requestId: string } | null {
  if (isUuid(id)) return { id };
  return /^WD-PTO-[\d-]+$/.test(id) ? { requestId: id } : null;
}

/**
 * Locks a request row for the rest of the transaction, and then its requester's balances: a decision
 * or a cancellation changes them, and takes that lock before its first write.
 */
export async function lockRequest(manager: EntityManager, id: string): Promise<LeaveRequestEntity | null> {
  const where = requestWhere(id);
  const request = where
    ? await manager.findOne(LeaveRequestEntity, { where, lock: { mode: 'for_no_key_update' } })
    : null;
  if (request) await lockPersonBalances(manager, request.userId);
  return request;
}

/** Publishes a request event after commit. */
export function publishRequestEvent(
  events: EventBus,
  kind: RequestEventKind,
  requestId: string,
  actor: Actor,
  extra: { onBehalfOfId?: string | null } = {},
): Promise<void> {
  return events.publish({
    kind,
    requestId,
    actorId: actor.user?.id ?? null,
    occurredAt: new Date().toISOString(),
    ...(extra.onBehalfOfId ? { onBehalfOfId: extra.onBehalfOfId } : {}),
  });
}
