import type { EntityManager } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { isUuid } from '../../lib/ids';
import type { NewRequestEvent } from '../../realtime/event-log';
import type { RequestEventKind } from '../../realtime/events';
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

/** Where the request services write their events (the event log, through DomainEvents). */
export interface RequestEvents {
  record(manager: EntityManager, event: NewRequestEvent): Promise<string>;
  /** After the commit: stamps and publishes the events recorded with these ids. */
  published(ids: string[]): Promise<void>;
}

/**
 * Writes a request event in the change's transaction (it exists only if the change commits) and
 * returns its id, for `events.published` once the transaction has committed.
 */
export function recordRequestEvent(
  events: RequestEvents,
  manager: EntityManager,
  kind: RequestEventKind,
  request: Pick<LeaveRequestEntity, 'id' | 'requestId' | 'status'>,
  actor: Actor,
  extra: { onBehalfOfId?: string | null; payload?: Record<string, unknown> } = {},
): Promise<string> {
  return events.record(manager, {
    kind,
    requestId: request.id,
    actorId: actor.user?.id ?? null,
    onBehalfOfId: extra.onBehalfOfId ?? null,
    payload: { reference: request.requestId, status: request.status, ...extra.payload },
  });
}
