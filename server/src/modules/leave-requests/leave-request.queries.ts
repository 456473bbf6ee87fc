import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { belowInLine, teammates } from '../../auth/policy';
import { rowReader } from '../../db/rows';
import {
  decodeAfterCursor,
  decodeKeysetCursor,
  keysetConnection,
  keysetPage,
  type Connection,
  type ConnectionArgs,
} from '../../lib/connection';
import { returnedRows } from '../../lib/ids';
import { shortRead } from '../../lib/pipelined-reads';
import { escapeLike, namedCondition, SqlParams, whereInScope, type RowScope } from '../../lib/sql';
import { UserEntity } from '../users/model';
import { LeaveRequestEntity, type LeaveStatusValue } from './leave-request.entity';

export interface LeaveRequestFilter {
  status?: LeaveStatusValue[] | null;
  type?: string[] | null;
  userId?: string | null;
  department?: string | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
  awaitingMyDecision?: boolean | null;
}

export type LeaveRequestOrderField = 'created_at' | 'start_date' | 'days';

/** A pending request on its way up the escalation chain. */
export interface EscalationRow {
  id: string;
  user_id: string;
  escalation_level: number;
}

const requestReader = (dataSource: DataSource) => rowReader(dataSource, LeaveRequestEntity);

/** Sort columns of the connection, the text form of their values in cursors, and its SQL type. */
const KEYSET_COLUMNS: Record<LeaveRequestOrderField, { column: string; key: string; type: string }> = {
  created_at: {
    column: 'r.created_at',
    key: `to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    type: 'timestamptz',
  },
  start_date: { column: 'r.start_date', key: 'r.start_date::text', type: 'date' },
  days: { column: 'r.days', key: 'r.days::text', type: 'numeric' },
};

/** The local time a request holds, as the exclusion constraint `leave_requests_no_overlap` reads it. */
const HELD_TIME_SQL = `tsrange(start_date + coalesce(start_time, time '00:00'),
  CASE WHEN end_time IS NULL THEN (end_date + 1)::timestamp ELSE end_date + end_time END, '[)')`;

/** Pending requests still with a manager, below the given escalation level (a placeholder). */
const pendingWithManager = (level: string) =>
  `status = 'pending' AND coalesce(approval_stage, 'manager') = 'manager' AND escalation_level < ${level}`;

/** The leave requests' SQL, in one place: the services keep the transactions and locks around the changes. */
export const leaveRequestQueries = {
  /** Requests (`r`) joined to their requesters (`u`), narrowed to the scope. */
  inScope: (manager: EntityManager, scope: RowScope): SelectQueryBuilder<LeaveRequestEntity> =>
    whereInScope(
      manager.createQueryBuilder(LeaveRequestEntity, 'r').innerJoin(UserEntity, 'u', 'u.id = r.user_id'),
      scope,
    ),

  /**
   * One keyset page of the requests in the scope that match the filter (its dates and ids already
   * checked), with the total. Plain SQL with named parameters (the driver numbers them): the dashboard
   * and every list run this, and building it with the query builder cost more than the statement itself.
   */
  async connection(
    dataSource: DataSource,
    visible: RowScope,
    filter: LeaveRequestFilter,
    order: { field: LeaveRequestOrderField; direction: 'ASC' | 'DESC' },
    args: ConnectionArgs,
  ): Promise<Connection<LeaveRequestEntity>> {
    const scope = namedCondition(visible);
    const where: string[] = [scope.where];
    const params: Record<string, unknown> = { ...scope.params };
    let joins = 'JOIN users u ON u.id = r.user_id';
    if (filter.status?.length) {
      where.push('r.status IN (:...statuses)');
      params.statuses = filter.status;
    }
    if (filter.type?.length) {
      joins += ' JOIN request_types t ON t.id = r.request_type_id';
      where.push('t.name IN (:...types)');
      params.types = filter.type;
    }
    if (filter.userId) {
      where.push('r.user_id = :userId');
      params.userId = filter.userId;
    }
    if (filter.department) {
      where.push('lower(u.department) = lower(:department)');
      params.department = filter.department;
    }
    if (filter.search?.trim()) {
      where.push(
        `(u.first_name ILIKE :search OR u.last_name ILIKE :search OR u.email ILIKE :search OR (u.first_name || ' ' || u.last_name) ILIKE :search)`,
      );
      params.search = `%${escapeLike(filter.search.trim())}%`;
    }
    if (filter.from) {
      where.push('r.end_date >= :from');
      params.from = filter.from;
    }
    if (filter.to) {
      where.push('r.start_date <= :to');
      params.to = filter.to;
    }
    const { size, fromEnd } = keysetPage(args);
    const afterCursor = decodeAfterCursor(args.after);
    const skip = afterCursor && 'offset' in afterCursor ? afterCursor.offset : 0;
    const after = afterCursor && 'key' in afterCursor ? afterCursor : null;
    const before = args.before ? decodeKeysetCursor(args.before, 'before') : null;
    // One person's requests are few: a short read. Other filters may read many rows, on the pool.
    const run = <R>(sql: string): Promise<R[]> => {
      const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, params);
      return filter.userId ? shortRead<R>(dataSource, text, values) : dataSource.query(text, values);
    };
    const from = `FROM leave_requests r ${joins} WHERE ${where.map((clause) => `(${clause})`).join(' AND ')}`;
    // One person's first page (the dashboard, the history): their requests are few, so the page query
    // counts them too (a window count) and one statement answers both. Larger sets are counted apart,
    // so that their page can stop at its last row.
    const countAlong = Boolean(filter.userId) && !after && !before && !skip;
    const total = countAlong
      ? 0
      : ((await run<{ count: number }>(`SELECT count(*)::int AS count ${from}`))[0]?.count ?? 0);
    // Keyset cursors on (sort column, id): a deep page costs what the first page costs.
    const { column, key, type } = KEYSET_COLUMNS[order.field];
    const [forward, backward] = order.direction === 'DESC' ? ['<', '>'] : ['>', '<'];
    const keyset: string[] = [];
    if (after) {
      keyset.push(`(${column}, r.id) ${forward} (CAST(:afterKey AS ${type}), CAST(:afterId AS uuid))`);
      Object.assign(params, { afterKey: after.key, afterId: after.id });
    }
    if (before) {
      keyset.push(`(${column}, r.id) ${backward} (CAST(:beforeKey AS ${type}), CAST(:beforeId AS uuid))`);
      Object.assign(params, { beforeKey: before.key, beforeId: before.id });
    }
    const direction = fromEnd ? (order.direction === 'DESC' ? 'ASC' : 'DESC') : order.direction;
    const raw = await run<Record<string, unknown>>(
      `SELECT ${requestReader(dataSource).selectListOf('r')}, ${key} AS cursor_key` +
        `${countAlong ? ', count(*) OVER ()::int AS total_count' : ''} ${from}` +
        keyset.map((clause) => ` AND ${clause}`).join('') +
        ` ORDER BY ${column} ${direction}, r.id ${direction}${skip ? ` OFFSET ${skip}` : ''} LIMIT ${size + 1}`,
    );
    return keysetConnection(
      { raw, entities: requestReader(dataSource).hydrate(raw) },
      { size, fromEnd, hasAfter: Boolean(after), hasBefore: Boolean(before), skip },
      countAlong ? Number(raw[0]?.total_count ?? 0) : total,
    );
  },

  /** Requests in the scope with one of the statuses that touch [start, end], by start; optionally one department's. */
  calendar(
    manager: EntityManager,
    scope: RowScope,
    range: { start: string; end: string; statuses: string[]; department?: string | null },
    limit: number,
  ): Promise<LeaveRequestEntity[]> {
    const query = leaveRequestQueries
      .inScope(manager, scope)
      .andWhere('r.status IN (:...statuses)', { statuses: range.statuses })
      .andWhere('r.end_date >= :start AND r.start_date <= :end', { start: range.start, end: range.end });
    if (range.department) query.andWhere('lower(u.department) = lower(:department)', { department: range.department });
    return query.orderBy('r.start_date', 'ASC').addOrderBy('r.id', 'ASC').limit(limit).getMany();
  },

  /** Serialises one person's submissions until the transaction ends, so an overlap check cannot race. */
  async lockSubmissionsOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`submit:${userId}`]);
  },

  /**
   * Whether the person has a pending or approved request holding any of this time: by time, a request
   * with times holds those hours of its day, one without its whole days.
   */
  async overlapping(
    manager: EntityManager,
    userId: string,
    range: { startDate: string; endDate: string; startTime: string | null; endTime: string | null },
  ): Promise<boolean> {
    const [{ overlapping }]: { overlapping: boolean }[] = await manager.query(
      `SELECT EXISTS (
         SELECT 1 FROM leave_requests WHERE user_id = $1 AND status IN ('pending', 'approved')
         AND ${HELD_TIME_SQL} && tsrange($2::date + coalesce($4::time, time '00:00'),
               CASE WHEN $5::time IS NULL THEN ($3::date + 1)::timestamp ELSE $3::date + $5::time END, '[)')
       ) AS overlapping`,
      [userId, range.startDate, range.endDate, range.startTime, range.endTime],
    );
    return overlapping;
  },

  /** The next number of the requests' running count. */
  async nextNumber(manager: EntityManager): Promise<number> {
    const [{ number }]: { number: number }[] = await manager.query(
      `SELECT nextval('leave_request_number_seq') AS number`,
    );
    return number;
  },

  /** A request's pending and used days in the ledger, per year and bucket. */
  ledgerBuckets: (
    manager: EntityManager,
    requestId: string,
  ): Promise<{ year: number; bucket: 'pending' | 'used'; days: number }[]> =>
    manager.query(
      `SELECT year, bucket, sum(days)::float AS days FROM leave_ledger_entries
       WHERE request_id = $1 AND bucket IN ('pending', 'used') GROUP BY year, bucket`,
      [requestId],
    ),

  /**
   * Requests pending with a manager below `topLevel` for longer than `delayHours` since submission or
   * their last escalation, oldest first, at most 500, locked (those another run holds are skipped).
   */
  overdue: (manager: EntityManager, delayHours: number, topLevel: number): Promise<EscalationRow[]> =>
    manager.query(
      `SELECT id, user_id, escalation_level FROM leave_requests
       WHERE ${pendingWithManager('$2')}
         AND coalesce(escalated_at, created_at) < now() - make_interval(hours => $1)
       ORDER BY created_at LIMIT 500 FOR NO KEY UPDATE SKIP LOCKED`,
      [delayHours, topLevel],
    ),

  /** The person's own requests pending with a manager below `topLevel`, oldest first, locked. */
  pendingOwnOf: (manager: EntityManager, userId: string, topLevel: number): Promise<EscalationRow[]> =>
    manager.query(
      `SELECT id, user_id, escalation_level FROM leave_requests WHERE user_id = $1 AND ${pendingWithManager('$2')}
       ORDER BY created_at FOR NO KEY UPDATE`,
      [userId, topLevel],
    ),

  /** Requests of the people below this person in the reporting line, pending with a manager below `topLevel`, locked. */
  pendingBelow(manager: EntityManager, userId: string, topLevel: number): Promise<EscalationRow[]> {
    const params = new SqlParams();
    return manager.query(
      `SELECT id, user_id, escalation_level FROM leave_requests
       WHERE ${params.where(belowInLine(userId, 'user_id'))} AND ${pendingWithManager(params.param(topLevel))}
       ORDER BY created_at FOR NO KEY UPDATE`,
      params.values,
    );
  },

  /** Which of these people are active. */
  async activeAmong(manager: EntityManager, userIds: string[]): Promise<Set<string>> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE id = ANY($1::uuid[]) AND is_active`,
      [userIds],
    );
    return new Set(rows.map((row) => row.id));
  },

  /** Moves a request still pending at its level to the next; null when it has moved on meanwhile. */
  async escalate(
    manager: EntityManager,
    row: EscalationRow,
    level: number,
  ): Promise<{ id: string; request_id: string } | null> {
    const [updated] = returnedRows<{ id: string; request_id: string }>(
      await manager.query(
        `UPDATE leave_requests SET escalation_level = $2, escalated_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'pending' AND escalation_level = $3 RETURNING id, request_id`,
        [row.id, level, row.escalation_level],
      ),
    );
    return updated ?? null;
  },

  /**
   * For each request: its requester's teammates' (policy.teammates) pending and approved requests
   * overlapping its days, earliest first, at most `shown` of them, in one statement for all.
   */
  teammatesOff(
    db: DataSource,
    requestIds: readonly string[],
    shown: number,
  ): Promise<
    {
      request_id: string;
      user_id: string;
      start_date: string;
      end_date: string;
      status: 'pending' | 'approved';
      days: string;
    }[]
  > {
    const params = new SqlParams([requestIds]);
    return shortRead(
      db,
      `SELECT request_id, user_id, start_date, end_date, status, days FROM (
         SELECT q.id AS request_id, o.user_id, to_char(o.start_date, 'YYYY-MM-DD') AS start_date,
                to_char(o.end_date, 'YYYY-MM-DD') AS end_date, o.status, o.days,
                row_number() OVER (PARTITION BY q.id ORDER BY o.start_date, p.last_name, p.first_name, o.id) AS position
         FROM leave_requests q
         JOIN users requester ON requester.id = q.user_id
         JOIN users p ON ${params.where(teammates('requester', 'p'))}
         JOIN leave_requests o ON o.user_id = p.id AND o.status IN ('pending', 'approved')
           AND o.start_date <= q.end_date AND o.end_date >= q.start_date
         WHERE q.id = ANY($1::uuid[])
       ) overlapping WHERE position <= ${params.param(shown)} ORDER BY request_id, position`,
      params.values,
    );
  },
};
