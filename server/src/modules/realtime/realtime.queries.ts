import type { DataSource } from 'typeorm';
import { visiblePeople } from '../../auth/policy';
import { SqlParams } from '../../lib/sql';
import { rowReader } from '../../db/rows';
import { shortRead } from '../../lib/pipelined-reads';
import { UserEntity } from '../users/model';
import { toEventMessage, type EventRow } from '../../realtime/event-log';
import type { RequestEventKind, RequestEventMessage } from '../../realtime/events';

/** A request-event filter with its values checked and normalised. */
export interface EventCriteria {
  kinds: ReadonlySet<RequestEventKind>;
  types: ReadonlySet<string> | null;
  /** Lower case, trimmed. */
  department: string | null;
  userId: string | null;
}

/**
 * Stamped events after `position` that `viewer` may see (the policy's visibility of people, applied to
 * each event's requester) and that meet the criteria, in log order. The same rule as the live
 * subscription's per-event check, in SQL, so a page never scans events the viewer cannot see one by one.
 */
export async function visibleEventsAfter(
  db: DataSource,
  viewer: UserEntity,
  position: number,
  limit: number,
  criteria: EventCriteria,
  /** Only events at or before this position. */
  upTo: number | null = null,
): Promise<RequestEventMessage[]> {
  const params = new SqlParams([position, [...criteria.kinds], limit]);
  const bind = (value: unknown) => params.param(value);
  const conditions = [
    'e.position > $1',
    ...(upTo !== null ? [`e.position <= ${bind(upTo)}`] : []),
    'e.kind = ANY($2::text[])',
    params.where(visiblePeople(viewer, 'r.user_id')),
    ...(criteria.userId ? [`r.user_id = ${bind(criteria.userId)}::uuid`] : []),
    ...(criteria.types ? [`t.name = ANY(${bind([...criteria.types])}::text[])`] : []),
    ...(criteria.department ? [`lower(trim(u.department)) = ${bind(criteria.department)}`] : []),
  ];
  const rows: EventRow[] = await db.query(
    `SELECT e.id, e.position, e.kind, e.request_id, e.actor_id, e.on_behalf_of_id, e.occurred_at
     FROM event_log e
     JOIN leave_requests r ON r.id = e.request_id
     JOIN users u ON u.id = r.user_id
     JOIN request_types t ON t.id = r.request_type_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY e.position
     LIMIT $3`,
    params.values,
  );
  return rows.map(toEventMessage);
}

/** Whether each of the people is active, and their token version (missing: no longer there). */
export function sessionStates(
  db: DataSource,
  userIds: readonly string[],
): Promise<{ id: string; is_active: boolean; token_version: number }[]> {
  return db.query(`SELECT id, is_active, token_version FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
}

/**
 * The people with these ids as rows with their row version (Postgres's `xmin`, which every update of
 * the row changes), or only each one's version when `full` is false: a caller that keeps rows reads
 * whole rows only for versions it does not have.
 */
export function userRowsWithVersions(
  db: DataSource,
  ids: readonly string[],
  full: boolean,
): Promise<(Record<string, unknown> & { id: string; row_version: string })[]> {
  const columns = full ? `, ${rowReader(db, UserEntity).selectList}` : '';
  return shortRead(db, `SELECT id, xmin::text AS row_version${columns} FROM users WHERE id = ANY($1::uuid[])`, [ids]);
}
