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
import type { Connection, ConnectionArgs } from '../../lib/connection';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { JobQueue } from '../../jobs/queue';
import type { AuditService } from '../audit';
import type { DelegationService } from '../delegations';
import type { StaffingService } from '../staffing';
import { anyOf, rowScope } from '../../lib/sql';
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
import { leaveRequestQueries, type LeaveRequestFilter, type LeaveRequestOrderField } from './leave-request.queries';
import { requestWhere, type RequestEvents } from './request-lookup';
import { LeaveRequestEscalation } from './leave-request-escalation';
import { RequestLedger } from './request-ledger';

export { AUTO_APPROVE_QUEUE, MAX_REQUEST_SPAN_DAYS, type SubmitInput } from './leave-request-submission';
export { PENDING_APPROVALS_SHOWN } from './leave-request-decisions';
export type { LeaveRequestFilter, LeaveRequestOrderField } from './leave-request.queries';

/** Most entries one calendar range returns. */
export const CALENDAR_ENTRIES_SHOWN = 2000;

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
    return leaveRequestQueries.inScope(this.dataSource.manager, visiblePeople(actor.user, 'r.user_id'));
  }

  /** Requests the viewer may decide now (the policy's rule in SQL, with the viewer's running delegations). */
  private async decidableQuery(actor: SignedInActor): Promise<SelectQueryBuilder<LeaveRequestEntity>> {
    return leaveRequestQueries.inScope(
      this.dataSource.manager,
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
    if (filter.userId && !isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
    for (const key of ['from', 'to'] as const) {
      if (filter[key] && !parseIsoDate(filter[key]!))
        throw badInput(`\`${key}\` must be a date written YYYY-MM-DD`, key);
    }
    const visible = filter.awaitingMyDecision
      ? awaitingDecision(actor.user, await this.delegations.standInOf(actor.user.id))
      : visiblePeople(actor.user, 'r.user_id');
    return leaveRequestQueries.connection(this.dataSource, visible, filter, order, args);
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
    return leaveRequestQueries.calendar(
      this.dataSource.manager,
      ownOrInScope,
      { start: range.start, end: range.end, statuses, department: range.department },
      CALENDAR_ENTRIES_SHOWN,
    );
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
