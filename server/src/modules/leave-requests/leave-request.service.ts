import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  assertOperation,
  canCancelRequest,
  canDecideRequest,
  decidingOnBehalfOf,
  canReadRequest,
  awaitingDecision,
  peopleScopeFor,
  inPeopleScope,
  visiblePeople,
  withReportingLine,
  type Actor,
  type SignedInActor,
  type PeopleScopeKind,
  type PersonInLine,
  type StandIn,
} from '../../auth/policy';
import {
  decodeAfterCursor,
  decodeKeysetCursor,
  keysetConnection,
  keysetPage,
  type Connection,
  type ConnectionArgs,
} from '../../lib/connection';
import { rowReader } from '../../db/rows';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { JobQueue } from '../../jobs/queue';
import type { AuditService } from '../audit';
import type { DelegationService } from '../delegations';
import type { StaffingService } from '../staffing';
import { anyOf, escapeLike, namedCondition, rowScope, whereInScope } from '../../lib/sql';
import type { LedgerService } from '../balances';
import type { PolicyService } from '../policy';
import { UserEntity } from '../users/model';
import type { DayRange } from './day-count';
import { LeaveRequestDecisions, PENDING_APPROVALS_SHOWN, type BulkApproveOutcome } from './leave-request-decisions';
import {
  LeaveRequestSubmission,
  MAX_REQUEST_SPAN_DAYS,
  type DayCount,
  type SubmitInput,
} from './leave-request-submission';
import { LeaveRequestEntity, type LeaveStatusValue } from './leave-request.entity';
import { requestWhere, type RequestEvents } from './request-lookup';
import { LeaveRequestEscalation } from './leave-request-escalation';
import { RequestLedger } from './request-ledger';
import { shortRead } from '../../lib/pipelined-reads';

export { AUTO_APPROVE_QUEUE, MAX_REQUEST_SPAN_DAYS, type SubmitInput } from './leave-request-submission';
export { PENDING_APPROVALS_SHOWN } from './leave-request-decisions';

/** Most entries one calendar range returns. */
export const CALENDAR_ENTRIES_SHOWN = 2000;

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

const requestReader = (dataSource: DataSource) => rowReader(dataSource, LeaveRequestEntity);

export type LeaveRequestOrderField = 'created_at' | 'start_date' | 'days';

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

export class LeaveRequestService {
  constructor(
    private readonly dataSource: DataSource,
    policy: PolicyService,
    ledger: LedgerService,
    audit: AuditService,
    events: RequestEvents,
    jobs: JobQueue,
    private readonly delegations: DelegationService,
    staffing: StaffingService,
  ) {
    const requestLedger = new RequestLedger(ledger);
    this.decisions = new LeaveRequestDecisions(dataSource, policy, requestLedger, audit, events, delegations, staffing);
    this.escalation = new LeaveRequestEscalation(dataSource, policy, audit, events);
    this.submission = new LeaveRequestSubmission(
      dataSource,
      policy,
      requestLedger,
      this.decisions,
      audit,
      events,
      jobs,
      staffing,
    );
  }

  private readonly submission: LeaveRequestSubmission;
  private readonly decisions: LeaveRequestDecisions;
  private readonly escalation: LeaveRequestEscalation;

  /** Days a range counts under the current policy, in total and per year. */
  dayCount(actor: Actor, range: DayRange & { type?: string | null }, manager?: EntityManager): Promise<DayCount> {
    return this.submission.dayCount(actor, range, manager);
  }

  submit(actor: Actor, input: SubmitInput): Promise<LeaveRequestEntity> {
    return this.submission.submit(actor, input);
  }

  approve(actor: Actor, id: string, comment?: string | null): Promise<LeaveRequestEntity> {
    return this.decisions.approve(actor, id, comment);
  }

  reject(actor: Actor, id: string, reason: string): Promise<LeaveRequestEntity> {
    return this.decisions.reject(actor, id, reason);
  }

  cancel(actor: Actor, id: string): Promise<LeaveRequestEntity> {
    return this.decisions.cancel(actor, id);
  }

  /** Approves the given requests, or every request the viewer may decide; reports each failure. */
  bulkApprove(actor: Actor, ids?: string[] | null): Promise<BulkApproveOutcome> {
    return this.decisions.bulkApprove(actor, ids, () => this.pendingApprovals(actor));
  }

  autoApprove(requestId: string): Promise<void> {
    return this.decisions.autoApprove(requestId);
  }

  /** Escalates requests pending longer than the escalation delay one step up the chain. */
  escalateOverdue(): Promise<string[]> {
    return this.escalation.escalateOverdue();
  }

  /** Hands a leaver's pending requests to HR and the approvals waiting for them up the chain (in `manager`'s transaction). */
  rerouteForLeaver(manager: EntityManager, leaverId: string, actor: Actor): Promise<string[]> {
    return this.escalation.rerouteForLeaver(manager, leaverId, actor);
  }

  async get(actor: Actor, id: string): Promise<LeaveRequestEntity | null> {
    assertOperation('signedIn', actor);
    const where = requestWhere(id);
    const request = where ? await this.dataSource.manager.findOne(LeaveRequestEntity, { where }) : null;
    if (!request) return null;
    const found = await this.dataSource.manager.findOne(UserEntity, { where: { id: request.userId } });
    if (!found) return null;
    const requester = await withReportingLine(this.dataSource, found);
    if (canReadRequest(actor.user, requester)) return request;
    // A delegate sees the requests they may decide.
    const standIn = await this.delegations.standInOf(actor.user.id);
    return canDecideRequest(actor.user, request, requester, standIn) ? request : null;
  }

  /**
   * Requests the viewer may see: own, everyone's below them, or all for HR and administrators. Search
   * builds on it, so nothing lists more than `leaveRequests` would.
   */
  scopedQuery(actor: SignedInActor): SelectQueryBuilder<LeaveRequestEntity> {
    return whereInScope(
      this.dataSource.manager
        .createQueryBuilder(LeaveRequestEntity, 'r')
        .innerJoin(UserEntity, 'u', 'u.id = r.user_id'),
      visiblePeople(actor.user, 'r.user_id'),
    );
  }

  /** Requests the viewer may decide now (the policy's rule in SQL, with the viewer's running delegations). */
  private async decidableQuery(actor: SignedInActor): Promise<SelectQueryBuilder<LeaveRequestEntity>> {
    return whereInScope(
      this.dataSource.manager
        .createQueryBuilder(LeaveRequestEntity, 'r')
        .innerJoin(UserEntity, 'u', 'u.id = r.user_id'),
      awaitingDecision(actor.user, await this.delegations.standInOf(actor.user.id)),
    );
  }

  async connection(
    actor: Actor,
    filter: LeaveRequestFilter = {},
    order: { field: LeaveRequestOrderField; direction: 'ASC' | 'DESC' } = { field: 'created_at', direction: 'DESC' },
    args: ConnectionArgs = {},
  ): Promise<Connection<LeaveRequestEntity>> {
    assertOperation('signedIn', actor);
    // Plain SQL with named parameters (the driver numbers them): the dashboard and every list run this,
    // and building it with the query builder cost more than the statement itself.
    const visible = namedCondition(
      filter.awaitingMyDecision
        ? awaitingDecision(actor.user, await this.delegations.standInOf(actor.user.id))
        : visiblePeople(actor.user, 'r.user_id'),
    );
    const where: string[] = [visible.where];
    const params: Record<string, unknown> = { ...visible.params };
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
      if (!isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
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
    for (const key of ['from', 'to'] as const) {
      if (filter[key] && !parseIsoDate(filter[key]!))
        throw badInput(`\`${key}\` must be a date written YYYY-MM-DD`, key);
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
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
      return filter.userId ? shortRead<R>(this.dataSource, text, values) : this.dataSource.query(text, values);
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
      `SELECT ${requestReader(this.dataSource).selectListOf('r')}, ${key} AS cursor_key` +
        `${countAlong ? ', count(*) OVER ()::int AS total_count' : ''} ${from}` +
        keyset.map((clause) => ` AND ${clause}`).join('') +
        ` ORDER BY ${column} ${direction}, r.id ${direction}${skip ? ` OFFSET ${skip}` : ''} LIMIT ${size + 1}`,
    );
    return keysetConnection(
      { raw, entities: requestReader(this.dataSource).hydrate(raw) },
      { size, fromEnd, hasAfter: Boolean(after), hasBefore: Boolean(before), skip },
      countAlong ? Number(raw[0]?.total_count ?? 0) : total,
    );
  }

  /** The manager inbox: pending requests the viewer may decide now, oldest first. */
  async pendingApprovals(actor: Actor): Promise<LeaveRequestEntity[]> {
    assertOperation('signedIn', actor);
    const query = await this.decidableQuery(actor);
    return query.orderBy('r.created_at', 'ASC').addOrderBy('r.id', 'ASC').limit(PENDING_APPROVALS_SHOWN).getMany();
  }

  /**
   * What waits for the viewer's decision (the inbox's own rule): how many requests, and the one
   * waiting longest. Counted in full, though the inbox lists at most PENDING_APPROVALS_SHOWN.
   */
  async awaitingMyDecision(actor: Actor): Promise<{ count: number; oldest: LeaveRequestEntity | null }> {
    assertOperation('signedIn', actor);
    const query = await this.decidableQuery(actor);
    const [count, oldest] = await Promise.all([
      query.clone().getCount(),
      query.orderBy('r.created_at', 'ASC').addOrderBy('r.id', 'ASC').limit(1).getOne(),
    ]);
    return { count, oldest: oldest ?? null };
  }

  /** One person's requests, newest first; NOT_FOUND when the viewer may not see that person. */
  async requestsOf(actor: Actor, userId: string, args: ConnectionArgs = {}): Promise<Connection<LeaveRequestEntity>> {
    assertOperation('signedIn', actor);
    const person = isUuid(userId) ? await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } }) : null;
    if (!person || !canReadRequest(actor.user, await withReportingLine(this.dataSource, person)))
      throw notFound('User not found');
    return this.connection(actor, { userId }, undefined, args);
  }

  /**
   * Pending and approved requests overlapping [start, end] (at most a year), for the calendar views:
   * the viewer's own and those of the people of a people scope (policy.peopleScopeFor: the reporting
   * line by default, everyone for HR and administrators); optionally one status or one department.
   */
  async calendar(
    actor: Actor,
    range: {
      start: string;
      end: string;
      status?: LeaveStatusValue | null;
      department?: string | null;
      scope?: PeopleScopeKind | null;
    },
  ): Promise<LeaveRequestEntity[]> {
    assertOperation('signedIn', actor);
    if (!range.start || !range.end) throw badInput('Both start and end dates are required', 'start');
    if (!parseIsoDate(range.start)) throw badInput('`start` must be a date written YYYY-MM-DD', 'start');
    if (!parseIsoDate(range.end)) throw badInput('`end` must be a date written YYYY-MM-DD', 'end');
    if (range.start > range.end) throw badInput('Start date cannot be after end date', 'start');
    if (addDays(range.start, MAX_REQUEST_SPAN_DAYS) <= range.end)
      throw badInput(`A calendar range cannot span more than ${MAX_REQUEST_SPAN_DAYS} days`, 'end');
    const statuses = range.status ? [range.status] : ['pending', 'approved'];
    const scope = peopleScopeFor(actor.user, range.scope);
    const ownOrInScope = anyOf(
      rowScope((bind) => `r.user_id = ${bind(actor.user.id)}`),
      inPeopleScope(scope, 'r.user_id'),
    );
    const query = whereInScope(
      this.dataSource.manager
        .createQueryBuilder(LeaveRequestEntity, 'r')
        .innerJoin(UserEntity, 'u', 'u.id = r.user_id'),
      ownOrInScope,
    )
      .andWhere('r.status IN (:...statuses)', { statuses })
      .andWhere('r.end_date >= :start AND r.start_date <= :end', { start: range.start, end: range.end });
    if (range.department) query.andWhere('lower(u.department) = lower(:department)', { department: range.department });
    return query.orderBy('r.start_date', 'ASC').addOrderBy('r.id', 'ASC').limit(CALENDAR_ENTRIES_SHOWN).getMany();
  }

  /** For the GraphQL fields viewerCanDecide / viewerCanCancel (`standIn`: the viewer's running delegations). */
  viewerCanDecide(actor: Actor, request: LeaveRequestEntity, requester: PersonInLine, standIn: StandIn): boolean {
    return !!actor.user && canDecideRequest(actor.user, request, requester, standIn);
  }

  /** For the GraphQL field viewerDecidesOnBehalfOf: the approver the viewer would decide for as a delegate, if any. */
  viewerDecidesOnBehalfOf(
    actor: Actor,
    request: LeaveRequestEntity,
    requester: PersonInLine,
    standIn: StandIn,
  ): string | null {
    if (!actor.user || !this.viewerCanDecide(actor, request, requester, standIn)) return null;
    return decidingOnBehalfOf(actor.user, request, requester, standIn);
  }

  viewerCanCancel(actor: Actor, request: LeaveRequestEntity): boolean {
    return !!actor.user && canCancelRequest(actor.user, request);
  }
}
