/**
 * The event log: every domain event is written in the transaction of the change that caused it, and
 * then given its place in one order every reader shares (the cursor).
 *
 * How the order is guaranteed. An event is inserted without a position, so it exists only if its
 * transaction commits (a change that rolls back leaves no event) and readers do not see it yet.
 * Positions are handed out by the sequencer alone: a transaction that first takes one advisory lock
 * (one sequencer at a time, across every replica), then stamps every committed, unstamped event with
 * the next positions in the order the events were inserted, and NOTIFYs the readers at its commit.
 * Postgres makes a commit visible before it releases the transaction's locks, so each sequencer sees
 * every position stamped before it and continues after them. An event that commits later than
 * another — even one inserted earlier, with a smaller insertion number — is stamped by a later
 * sequencer, with a larger position than anything a reader can have seen by then. A reader that
 * reads `position > cursor ORDER BY position` therefore never skips an event, however transactions
 * interleave, and it sees events in the order their stamps committed.
 *
 * The sequencer runs right after each commit, in the process that committed, and on a short timer in
 * every process (DomainEvents), so an event whose process stopped between its commit and the stamping
 * is stamped all the same, and readers that missed a NOTIFY catch up on the timer.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput } from '../lib/errors';
import { returnedRows } from '../lib/ids';
import type { RequestEventKind, RequestEventMessage } from './events';
import { sharedRead } from './shared-reads';

/** The advisory lock only the sequencer takes. */
const SEQUENCER_LOCK = 'leavewise.event-log.sequencer';
/** How many events a reader takes per query. */
export const LOG_PAGE_SIZE = 500;

export interface NewRequestEvent {
  kind: RequestEventKind;
  requestId: string;
  actorId: string | null;
  /** When a delegate decided: the approver they stood in for. */
  onBehalfOfId?: string | null;
  payload?: Record<string, unknown>;
}

/** Writes an event in the caller's transaction, so it exists only if the change commits. Returns its id. */
export async function recordEvent(manager: EntityManager, event: NewRequestEvent): Promise<string> {
  const id = randomUUID();
  await manager.query(
    `INSERT INTO event_log (id, kind, request_id, actor_id, on_behalf_of_id, occurred_at, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      event.kind,
      event.requestId,
      event.actorId,
      event.onBehalfOfId ?? null,
      new Date(),
      JSON.stringify(event.payload ?? {}),
    ],
  );
  return id;
}

/** The events after a cursor are gone (retention): the client must read afresh, then resume from the newest. */
export const cursorExpired = (name = 'after') =>
  new AppError(
    'CURSOR_EXPIRED',
    `\`${name}\` is older than the event log keeps (EVENT_RETENTION_DAYS): resynchronise, then resume from a newer cursor`,
    { field: name },
  );

/** Cursors are opaque to clients: a position, encoded. */
export const encodeEventCursor = (position: number): string => Buffer.from(`event:${position}`).toString('base64url');

/** The position a cursor names; BAD_USER_INPUT for anything that is not one of ours. */
export function decodeEventCursor(cursor: string, name = 'after'): number {
  const match = /^event:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badInput(`\`${name}\` is not a valid cursor`, name);
  return Number(match[1]);
}

export interface EventRow {
  id: string;
  position: string;
  kind: RequestEventKind;
  request_id: string;
  actor_id: string | null;
  on_behalf_of_id: string | null;
  occurred_at: Date;
}

const COLUMNS = `id, position, kind, request_id, actor_id, on_behalf_of_id, occurred_at`;

export function toEventMessage(row: EventRow): RequestEventMessage {
  const position = Number(row.position);
  return {
    id: row.id,
    position,
    cursor: encodeEventCursor(position),
    kind: row.kind,
    requestId: row.request_id,
    actorId: row.actor_id,
    occurredAt: row.occurred_at.toISOString(),
    ...(row.on_behalf_of_id ? { onBehalfOfId: row.on_behalf_of_id } : {}),
  };
}

/** The log's sequencer and readers (writing is `recordEvent`, in the change's transaction). */
export class EventLog {
  /**
   * The last and the oldest stamped position, read after the caller asked; callers at the same time
   * (subscribers resubscribing together) share one query.
   */
  private readonly bounds = sharedRead(async () => {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(max(position), 0) AS head, min(position) AS oldest FROM event_log WHERE position IS NOT NULL`,
    );
    return { head: Number(row.head), oldest: row.oldest === null ? null : Number(row.oldest) };
  });

  constructor(
    private readonly dataSource: DataSource,
    /** Wakes every process's readers when the stamping transaction commits. */
    private readonly announce: (within: EntityManager) => Promise<void>,
  ) {}

  /** Stamps every committed, unstamped event with the next positions; returns how many it stamped. */
  stamp(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [SEQUENCER_LOCK]);
      // This statement's snapshot is taken after the lock: it sees every earlier stamp.
      const stamped = returnedRows<{ position: string }>(
        await manager.query(
          `WITH todo AS (SELECT id, row_number() OVER (ORDER BY seq) AS n FROM event_log WHERE position IS NULL),
                head AS (SELECT coalesce(max(position), 0) AS position FROM event_log)
           UPDATE event_log e SET position = head.position + todo.n FROM todo, head WHERE e.id = todo.id
           RETURNING e.position`,
        ),
      );
      if (stamped.length) await this.announce(manager);
      return stamped.length;
    });
  }

  /** The last position stamped (0 for an empty log): where a reader that wants only new events starts. */
  async head(): Promise<number> {
    return (await this.bounds()).head;
  }

  /**
   * Checks that reading on after `position` misses nothing: BAD_USER_INPUT for a position the log has
   * not reached, CURSOR_EXPIRED when retention has deleted events after it (the reader resynchronises).
   */
  async assertReadableAfter(position: number, name = 'after'): Promise<void> {
    const { head, oldest } = await this.bounds();
    if (position > head) throw badInput(`\`${name}\` is not a valid cursor`, name);
    if (oldest !== null && position < oldest - 1) throw cursorExpired(name);
  }

  /** Stamped events after a position, in order (only of these kinds, when given). */
  async after(position: number, limit = LOG_PAGE_SIZE, kinds?: readonly string[]): Promise<RequestEventMessage[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM event_log WHERE position > $1 ${kinds ? 'AND kind = ANY($3::text[])' : ''}
       ORDER BY position LIMIT $2`,
      kinds ? [position, limit, kinds] : [position, limit],
    );
    return rows.map(toEventMessage);
  }

  /**
   * Locks the first stamped event not yet handed to the once-only consumers (skipping those another
   * process is handling), among `ids`, or among those stamped at least `staleMs` ago.
   */
  async claimUndispatched(
    manager: EntityManager,
    scope: { ids: string[] } | { staleMs: number },
  ): Promise<RequestEventMessage | null> {
    const [row] = (await manager.query(
      `SELECT ${COLUMNS} FROM event_log
       WHERE dispatched_at IS NULL AND position IS NOT NULL
         AND ${'ids' in scope ? 'id = ANY($1::uuid[])' : 'occurred_at < now() - make_interval(secs => $1)'}
       ORDER BY position LIMIT 1 FOR UPDATE SKIP LOCKED`,
      ['ids' in scope ? scope.ids : scope.staleMs / 1000],
    )) as EventRow[];
    return row ? toEventMessage(row) : null;
  }

  /** Whether events wait to be stamped, or were stamped `staleMs` ago and still wait for their consumers. */
  async leftOver(staleMs: number): Promise<{ unstamped: boolean; stale: boolean }> {
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM event_log WHERE position IS NULL) AS unstamped,
              EXISTS (SELECT 1 FROM event_log WHERE dispatched_at IS NULL AND position IS NOT NULL
                        AND occurred_at < now() - make_interval(secs => $1)) AS stale`,
      [staleMs / 1000],
    );
    return row;
  }

  async markDispatched(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE event_log SET dispatched_at = now() WHERE id = $1`, [id]);
  }

  /**
   * Retention: deletes handled events older than `days`. The newest stamped event always stays, so
   * positions continue after it and no reader's cursor is ever passed by a smaller position.
   */
  async prune(days: number): Promise<number> {
    const deleted = returnedRows<{ id: string }>(
      await this.dataSource.query(
        `DELETE FROM event_log
         WHERE occurred_at < now() - make_interval(days => $1) AND dispatched_at IS NOT NULL
           AND position < (SELECT max(position) FROM event_log)
         RETURNING id`,
        [days],
      ),
    );
    return deleted.length;
  }
}
