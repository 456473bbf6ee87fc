import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  assertOperation,
  canCancelRequest,
  canDecideRequest,
  canReadRequest,
  isAdmin,
  isHr,
  requireSignedIn,
  seesEveryone,
  type Actor,
} from '../../auth/policy';
import {
  countRows,
  decodeAfterCursor,
  decodeKeysetCursor,
  keysetConnection,
  keysetPage,
  type Connection,
  type ConnectionArgs,
} from '../../lib/connection';
import { addDays, parseIsoDate, todayIso } from '../../lib/dates';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid, returnedRows } from '../../lib/ids';
import { EARLIEST_YEAR, latestYear } from '../../lib/input-limits';
import type { EventBus, RequestEventKind } from '../../realtime/events';
import type { JobQueue } from '../../jobs/queue';
import type { AuditService } from '../audit/audit.service';
import { escapeLike, type BalanceService } from '../balances/balance.service';
import type { PolicyService } from '../policy/policy.service';
import { RequestTypeEntity } from '../request-types/request-type.entity';
import { UserEntity } from '../users/user.entity';
import { countLeaveDays, type DayRange } from './day-count';
import { LeaveRequestEntity, type LeaveStatusValue } from './leave-request.entity';

export const AUTO_APPROVE_QUEUE = 'leave-request.auto-approve';
export const MAX_REQUEST_SPAN_DAYS = 366;
const EARLIEST_DATE = `${EARLIEST_YEAR}-01-01`;
/** Requests reach at most the last year balances are kept for (so reading them never needs a far year). */
const latestDate = () => `${latestYear()}-12-31`;

export interface SubmitInput extends DayRange {
  type: string;
  notes?: string | null;
}

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

type Decision = { kind: 'approve'; comment?: string | null } | { kind: 'reject'; reason: string };

const SYSTEM: Actor = { user: null, ip: null };

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
    private readonly policy: PolicyService,
    private readonly balances: BalanceService,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
  ) {}

  private publish(kind: RequestEventKind, requestId: string, actor: Actor): Promise<void> {
    return this.events.publish({
      kind,
      requestId,
      actorId: actor.user?.id ?? null,
      occurredAt: new Date().toISOString(),
    });
  }

  /** Validates the shape of a date range (spec §5 wording). */
  private checkRange(range: DayRange): void {
    if (!range.startDate || !range.endDate) throw badInput('Please fill in all required fields');
    if (!parseIsoDate(range.startDate)) throw badInput('Start date must be a date written YYYY-MM-DD', 'startDate');
    if (!parseIsoDate(range.endDate)) throw badInput('End date must be a date written YYYY-MM-DD', 'endDate');
    if (range.startDate > range.endDate) throw badInput('Start date cannot be after end date', 'startDate');
    if (range.startDate < EARLIEST_DATE || range.endDate > latestDate())
      throw badInput(`Dates must be between ${EARLIEST_DATE} and ${latestDate()}`, 'startDate');
    if (addDays(range.startDate, MAX_REQUEST_SPAN_DAYS) <= range.endDate)
      throw badInput(`A request cannot span more than ${MAX_REQUEST_SPAN_DAYS} days`, 'endDate');
  }

  /** Days a range counts under the current policy. */
  async dayCount(
    actor: Actor,
    range: DayRange,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ days: number; dayCounting: 'calendar_days' | 'working_days' }> {
    assertOperation('signedIn', actor);
    this.checkRange(range);
    const settings = await this.policy.getSettings(manager);
    const holidays =
      settings.dayCounting === 'working_days'
        ? await this.policy.holidayDatesBetween(manager, range.startDate, range.endDate)
        : new Set<string>();
    return { days: countLeaveDays(range, settings.dayCounting, holidays), dayCounting: settings.dayCounting };
  }

  async submit(actor: Actor, input: SubmitInput): Promise<LeaveRequestEntity> {
    requireSignedIn(actor);
    const typeName = (input.type ?? '').trim();
    if (!typeName) throw badInput('Please fill in all required fields', 'type');
    this.checkRange(input);
    const notes = (input.notes ?? '').trim();
    if (notes.length > 2000) throw badInput('Notes must be at most 2000 characters', 'notes');
    const type = await this.dataSource.manager.findOne(RequestTypeEntity, { where: { name: typeName } });
    if (!type || !type.isActive) throw badInput(`Unknown or inactive request type "${typeName}"`, 'type');
    const today = todayIso();
    if (type.name !== 'sickness' && input.startDate < today)
      throw badInput('Start date cannot be in the past', 'startDate');
    // Sickness is often reported afterwards, but not beyond last year's balance.
    if (input.startDate < `${Number(today.slice(0, 4)) - 1}-01-01`)
      throw badInput('Start date is too far in the past', 'startDate');
    const settings = await this.policy.getSettings();
    this.checkBlackout(settings.blackoutDates, settings.blackoutDateRanges, input);
    const { days } = await this.dayCount(actor, input);
    if (days <= 0) throw badInput('The selected dates contain no days of leave', 'endDate');
    const user = actor.user;
    const year = Number(input.startDate.slice(0, 4));

    let autoApproved = false;
    const request = await this.dataSource
      .transaction(async (manager) => {
        const balance = await this.balances.lockBalance(manager, user, type.id, year);
        const [{ overlapping }] = await manager.query(
          `SELECT EXISTS (
             SELECT 1 FROM leave_requests WHERE user_id = $1 AND status IN ('pending', 'approved')
             AND daterange(start_date, end_date, '[]') && daterange($2::date, $3::date, '[]')
           ) AS overlapping`,
          [user.id, input.startDate, input.endDate],
        );
        if (overlapping) throw conflict('You already have a pending or approved request overlapping these dates');
        const [{ number }] = await manager.query(`SELECT nextval('leave_request_number_seq') AS number`);
        const created = await manager.save(
          LeaveRequestEntity,
          manager.create(LeaveRequestEntity, {
            requestId: `WD-PTO-${year}-${String(number).padStart(6, '0')}`,
            userId: user.id,
            requestTypeId: type.id,
            status: 'pending',
            startDate: input.startDate,
            endDate: input.endDate,
            startHalfDay: Boolean(input.startHalfDay),
            endHalfDay: Boolean(input.endHalfDay),
            days,
            balanceYear: year,
            notes,
          }),
        );
        await manager.query(
          `UPDATE leave_balances SET pending_days = pending_days + $1, updated_at = now() WHERE id = $2`,
          [days, balance.id],
        );
        await this.audit.record(manager, actor, {
          action: 'leave_request.submitted',
          resourceType: 'pto_request',
          resourceId: created.id,
          details: {
            request_id: created.requestId,
            type: type.name,
            start_date: input.startDate,
            end_date: input.endDate,
            days,
          },
        });
        if (!type.requiresApproval) {
          autoApproved = true;
          return this.applyDecision(
            manager,
            SYSTEM,
            created,
            { kind: 'approve', comment: `${type.displayName} needs no approval` },
            { allowNegativeBalance: true },
          );
        }
        if (!settings.requireManagerApproval) {
          await this.jobs.enqueue(
            manager,
            AUTO_APPROVE_QUEUE,
            { requestId: created.id },
            { runAt: new Date(Date.now() + settings.autoApprovalDelay * 1000), singletonKey: created.id },
          );
        }
        return created;
      })
      .catch((error: { code?: string }) => {
        // The exclusion constraint is the backstop for overlaps the check above raced with.
        if (error?.code === '23P01')
          throw conflict('You already have a pending or approved request overlapping these dates');
        throw error;
      });
    await this.publish('SUBMITTED', request.id, actor);
    if (autoApproved) await this.publish('APPROVED', request.id, SYSTEM);
    return request;
  }

  private checkBlackout(
    dates: string[],
    ranges: { start: string; end: string; reason: string }[],
    input: DayRange,
  ): void {
    const blocked = dates.find((date) => date >= input.startDate && date <= input.endDate);
    if (blocked) throw badInput(`${blocked} is a blackout date; leave cannot be taken then`, 'startDate');
    const range = ranges.find((r) => r.start <= input.endDate && r.end >= input.startDate);
    if (range)
      throw badInput(
        `These dates fall in a blackout period (${range.start} to ${range.end}: ${range.reason})`,
        'startDate',
      );
  }

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

  private async lockRequest(manager: EntityManager, id: string): Promise<LeaveRequestEntity | null> {
    const where = isUuid(id) ? { id } : /^WD-PTO-[\d-]+$/.test(id) ? { requestId: id } : null;
    return where ? manager.findOne(LeaveRequestEntity, { where, lock: { mode: 'pessimistic_write' } }) : null;
  }

  /**
   * Approves or rejects in one transaction: the request row is locked and must still be pending,
   * the balance row is locked, pending days move to used (approval) or are released (rejection).
   * Twenty simultaneous approvals of one request therefore deduct once; the rest get CONFLICT.
   */
  private async decide(actor: Actor, id: string, decision: Decision): Promise<LeaveRequestEntity> {
    requireSignedIn(actor);
    const decided = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockRequest(manager, id);
      const requester = request && (await manager.findOne(UserEntity, { where: { id: request.userId } }));
      if (!request || !requester || !canReadRequest(actor.user, requester)) throw notFound('Leave request not found');
      if (request.status !== 'pending') throw conflict('This request is no longer pending');
      if (!canDecideRequest(actor.user, request, requester)) {
        throw forbidden(
          actor.user.id === requester.id
            ? 'You cannot approve or reject your own request'
            : 'You are not an approver of this request',
        );
      }
      const settings = await this.policy.getSettings(manager);
      return this.applyDecision(manager, actor, request, decision, settings);
    });
    await this.publish(decision.kind === 'approve' ? 'APPROVED' : 'REJECTED', decided.id, actor);
    return decided;
  }

  private async applyDecision(
    manager: EntityManager,
    actor: Actor,
    request: LeaveRequestEntity,
    decision: Decision,
    settings: { allowNegativeBalance: boolean },
  ): Promise<LeaveRequestEntity> {
    const requester = (await manager.findOne(UserEntity, { where: { id: request.userId } }))!;
    const balance = await this.balances.lockBalance(manager, requester, request.requestTypeId, request.balanceYear);
    const now = new Date();
    let changes: Partial<LeaveRequestEntity>;
    if (decision.kind === 'approve') {
      if (!settings.allowNegativeBalance && balance.usedDays + request.days > balance.totalDays) {
        const left = Math.max(0, Math.round((balance.totalDays - balance.usedDays) * 100) / 100);
        throw badInput(
          `Approving this request would take the balance below zero: it needs ${request.days} days and ${left} remain`,
          'id',
        );
      }
      changes = {
        status: 'approved',
        approverId: actor.user?.id ?? null,
        approvedAt: now,
        approvalComment: decision.comment ?? null,
      };
      await manager.query(
        `UPDATE leave_balances SET pending_days = pending_days - $1, used_days = used_days + $1, updated_at = now() WHERE id = $2`,
        [request.days, balance.id],
      );
    } else {
      changes = { status: 'rejected', approverId: actor.user!.id, rejectedAt: now, rejectionReason: decision.reason };
      await manager.query(
        `UPDATE leave_balances SET pending_days = pending_days - $1, updated_at = now() WHERE id = $2`,
        [request.days, balance.id],
      );
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
          : { rejector_id: actor.user!.id, rejection_reason: (decision as { reason: string }).reason }),
      },
    });
    return { ...request, ...changes, updatedAt: now } as LeaveRequestEntity;
  }

  /** The requester withdraws a pending request, or an approved one that has not started; days are refunded. */
  async cancel(actor: Actor, id: string): Promise<LeaveRequestEntity> {
    requireSignedIn(actor);
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockRequest(manager, id);
      const requester = request && (await manager.findOne(UserEntity, { where: { id: request.userId } }));
      if (!request || !requester || !canReadRequest(actor.user, requester)) throw notFound('Leave request not found');
      if (request.userId !== actor.user.id) throw forbidden('Only the requester can cancel a request');
      if (!canCancelRequest(actor.user, request))
        throw conflict('Only pending requests, or approved requests that have not started, can be cancelled');
      const balance = await this.balances.lockBalance(manager, requester, request.requestTypeId, request.balanceYear);
      const column = request.status === 'pending' ? 'pending_days' : 'used_days';
      const now = new Date();
      const result = await manager.update(
        LeaveRequestEntity,
        { id: request.id, status: request.status },
        { status: 'cancelled', cancelledAt: now },
      );
      if (result.affected !== 1) throw conflict('This request is no longer pending');
      await manager.query(`UPDATE leave_balances SET ${column} = ${column} - $1, updated_at = now() WHERE id = $2`, [
        request.days,
        balance.id,
      ]);
      await this.audit.record(manager, actor, {
        action: 'leave_request.cancelled',
        resourceType: 'pto_request',
        resourceId: request.id,
        details: { request_id: request.requestId, previous_status: request.status, days: request.days },
      });
      return { ...request, status: 'cancelled', cancelledAt: now, updatedAt: now } as LeaveRequestEntity;
    });
    await this.publish('CANCELLED', cancelled.id, actor);
    return cancelled;
  }

  /** Approves the given requests, or every request the viewer may decide; reports each failure. */
  async bulkApprove(
    actor: Actor,
    ids?: string[] | null,
  ): Promise<{ approved: LeaveRequestEntity[]; failed: { id: string; requestId: string | null; message: string }[] }> {
    assertOperation('approver', actor);
    const targets = ids?.length ? [...new Set(ids)] : (await this.pendingApprovals(actor)).map((request) => request.id);
    if (!targets.length) throw badInput('No pending requests to approve');
    const approved: LeaveRequestEntity[] = [];
    const failed: { id: string; requestId: string | null; message: string }[] = [];
    for (const id of targets) {
      try {
        approved.push(await this.approve(actor, id));
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
        failed.push({ id, requestId: request?.requestId ?? null, message: error.message });
      }
    }
    return { approved, failed };
  }

  /** System approval after the policy's delay, when manager approval is not required. */
  async autoApprove(requestId: string): Promise<void> {
    const decided = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockRequest(manager, requestId);
      if (!request || request.status !== 'pending') return null;
      const settings = await this.policy.getSettings(manager);
      if (settings.requireManagerApproval) return null;
      try {
        return await this.applyDecision(
          manager,
          SYSTEM,
          request,
          { kind: 'approve', comment: 'Approved automatically' },
          settings,
        );
      } catch (error) {
        if (error instanceof AppError) return null; // e.g. balance exhausted: left for a person to decide
        throw error;
      }
    });
    if (decided) await this.publish('APPROVED', decided.id, SYSTEM);
  }

  /** Marks requests pending longer than the escalation delay, so HR and administrators can decide them. */
  async escalateOverdue(): Promise<string[]> {
    const settings = await this.policy.getSettings();
    if (settings.escalationDelay <= 0) return [];
    const ids = await this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: string; request_id: string }>(
        await manager.query(
          `UPDATE leave_requests SET escalated_at = now(), updated_at = now()
         WHERE status = 'pending' AND escalated_at IS NULL AND created_at < now() - make_interval(hours => $1)
         RETURNING id, request_id`,
          [settings.escalationDelay],
        ),
      );
      for (const row of rows) {
        await this.audit.record(manager, SYSTEM, {
          action: 'leave_request.escalated',
          resourceType: 'pto_request',
          resourceId: row.id,
          details: { request_id: row.request_id, escalation_delay_hours: settings.escalationDelay },
        });
      }
      return rows.map((row) => row.id);
    });
    for (const id of ids) await this.publish('ESCALATED', id, SYSTEM);
    return ids;
  }

  async get(actor: Actor, id: string): Promise<LeaveRequestEntity | null> {
    assertOperation('signedIn', actor);
    const where = isUuid(id) ? { id } : /^WD-PTO-[\d-]+$/.test(id) ? { requestId: id } : null;
    const request = where ? await this.dataSource.manager.findOne(LeaveRequestEntity, { where }) : null;
    if (!request) return null;
    const requester = await this.dataSource.manager.findOne(UserEntity, { where: { id: request.userId } });
    return requester && canReadRequest(actor.user!, requester) ? request : null;
  }

  /**
   * Requests the viewer may see: own, their reports', or all for HR and administrators. Search builds
   * on it, so nothing lists more than `leaveRequests` would.
   */
  scopedQuery(actor: Actor): SelectQueryBuilder<LeaveRequestEntity> {
    const query = this.dataSource.manager
      .createQueryBuilder(LeaveRequestEntity, 'r')
      .innerJoin(UserEntity, 'u', 'u.id = r.user_id');
    // The same people as "r.user_id = viewer OR u.manager_id = viewer", written so Postgres reads only
    // their requests through the (user_id, created_at) index instead of scanning every request.
    if (!seesEveryone(actor.user!))
      query.where('r.user_id IN (SELECT v.id FROM users v WHERE v.id = :viewerId OR v.manager_id = :viewerId)', {
        viewerId: actor.user!.id,
      });
    return query;
  }

  /** SQL for "the viewer may decide this request now" (mirrors policy.canDecideRequest). */
  private awaitingDecision(query: SelectQueryBuilder<LeaveRequestEntity>, actor: Actor): void {
    const routedToViewer = isAdmin(actor.user!) || isHr(actor.user!);
    query
      .andWhere(`r.status = 'pending' AND r.user_id <> :viewerId`, { viewerId: actor.user!.id })
      .andWhere(
        routedToViewer
          ? `(u.manager_id = :viewerId OR u.manager_id IS NULL OR r.escalated_at IS NOT NULL)`
          : `u.manager_id = :viewerId`,
        { viewerId: actor.user!.id },
      );
  }

  async connection(
    actor: Actor,
    filter: LeaveRequestFilter = {},
    order: { field: LeaveRequestOrderField; direction: 'ASC' | 'DESC' } = { field: 'created_at', direction: 'DESC' },
    args: ConnectionArgs = {},
  ): Promise<Connection<LeaveRequestEntity>> {
    assertOperation('signedIn', actor);
    const query = this.scopedQuery(actor);
    if (filter.status?.length) query.andWhere('r.status IN (:...statuses)', { statuses: filter.status });
    if (filter.type?.length)
      query
        .innerJoin(RequestTypeEntity, 't', 't.id = r.request_type_id')
        .andWhere('t.name IN (:...types)', { types: filter.type });
    if (filter.userId) {
      if (!isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
      query.andWhere('r.user_id = :userId', { userId: filter.userId });
    }
    if (filter.department)
      query.andWhere('lower(u.department) = lower(:department)', { department: filter.department });
    if (filter.search?.trim())
      query.andWhere(
        `(u.first_name ILIKE :search OR u.last_name ILIKE :search OR u.email ILIKE :search OR (u.first_name || ' ' || u.last_name) ILIKE :search)`,
        { search: `%${escapeLike(filter.search.trim())}%` },
      );
    for (const key of ['from', 'to'] as const) {
      if (filter[key] && !parseIsoDate(filter[key]!))
        throw badInput(`\`${key}\` must be a date written YYYY-MM-DD`, key);
    }
    if (filter.from) query.andWhere('r.end_date >= :from', { from: filter.from });
    if (filter.to) query.andWhere('r.start_date <= :to', { to: filter.to });
    if (filter.awaitingMyDecision) this.awaitingDecision(query, actor);
    const { size, fromEnd } = keysetPage(args);
    const afterCursor = decodeAfterCursor(args.after);
    const skip = afterCursor && 'offset' in afterCursor ? afterCursor.offset : 0;
    const after = afterCursor && 'key' in afterCursor ? afterCursor : null;
    const before = args.before ? decodeKeysetCursor(args.before, 'before') : null;
    const total = await countRows(query);
    // Keyset cursors on (sort column, id): a deep page costs what the first page costs.
    const { column, key, type } = KEYSET_COLUMNS[order.field];
    const [forward, backward] = order.direction === 'DESC' ? ['<', '>'] : ['>', '<'];
    if (after)
      query.andWhere(`(${column}, r.id) ${forward} (CAST(:afterKey AS ${type}), CAST(:afterId AS uuid))`, {
        afterKey: after.key,
        afterId: after.id,
      });
    if (before)
      query.andWhere(`(${column}, r.id) ${backward} (CAST(:beforeKey AS ${type}), CAST(:beforeId AS uuid))`, {
        beforeKey: before.key,
        beforeId: before.id,
      });
    const direction = fromEnd ? (order.direction === 'DESC' ? 'ASC' : 'DESC') : order.direction;
    const result = await query
      .addSelect(key, 'cursor_key')
      .orderBy(column, direction)
      .addOrderBy('r.id', direction)
      .offset(skip || undefined)
      .limit(size + 1)
      .getRawAndEntities();
    return keysetConnection(
      result,
      { size, fromEnd, hasAfter: Boolean(after), hasBefore: Boolean(before), skip },
      total,
    );
  }

  /** The manager inbox: pending requests the viewer may decide now, oldest first. */
  async pendingApprovals(actor: Actor): Promise<LeaveRequestEntity[]> {
    assertOperation('signedIn', actor);
    const query = this.scopedQuery(actor);
    this.awaitingDecision(query, actor);
    return query.orderBy('r.created_at', 'ASC').addOrderBy('r.id', 'ASC').limit(500).getMany();
  }

  /** One person's requests, newest first; NOT_FOUND when the viewer may not see that person. */
  async requestsOf(actor: Actor, userId: string, args: ConnectionArgs = {}): Promise<Connection<LeaveRequestEntity>> {
    assertOperation('signedIn', actor);
    const person = isUuid(userId) ? await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } }) : null;
    if (!person || !canReadRequest(actor.user!, person)) throw notFound('User not found');
    return this.connection(actor, { userId }, undefined, args);
  }

  /**
   * Pending and approved requests the viewer may see that overlap [start, end] (at most a year), for
   * the calendar views; optionally one status or one department.
   */
  async calendar(
    actor: Actor,
    range: { start: string; end: string; status?: LeaveStatusValue | null; department?: string | null },
  ): Promise<LeaveRequestEntity[]> {
    assertOperation('signedIn', actor);
    if (!range.start || !range.end) throw badInput('Both start and end dates are required', 'start');
    if (!parseIsoDate(range.start)) throw badInput('`start` must be a date written YYYY-MM-DD', 'start');
    if (!parseIsoDate(range.end)) throw badInput('`end` must be a date written YYYY-MM-DD', 'end');
    if (range.start > range.end) throw badInput('Start date cannot be after end date', 'start');
    if (addDays(range.start, MAX_REQUEST_SPAN_DAYS) <= range.end)
      throw badInput(`A calendar range cannot span more than ${MAX_REQUEST_SPAN_DAYS} days`, 'end');
    const statuses = range.status ? [range.status] : ['pending', 'approved'];
    const query = this.scopedQuery(actor)
      .andWhere('r.status IN (:...statuses)', { statuses })
      .andWhere('r.end_date >= :start AND r.start_date <= :end', { start: range.start, end: range.end });
    if (range.department) query.andWhere('lower(u.department) = lower(:department)', { department: range.department });
    return query.orderBy('r.start_date', 'ASC').addOrderBy('r.id', 'ASC').limit(2000).getMany();
  }

  /** For the GraphQL fields viewerCanDecide / viewerCanCancel. */
  viewerCanDecide(actor: Actor, request: LeaveRequestEntity, requester: UserEntity): boolean {
    return Boolean(actor.user) && canDecideRequest(actor.user!, request, requester);
  }

  viewerCanCancel(actor: Actor, request: LeaveRequestEntity): boolean {
    return Boolean(actor.user) && canCancelRequest(actor.user!, request);
  }
}
