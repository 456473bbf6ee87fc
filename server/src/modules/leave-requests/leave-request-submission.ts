import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, requireSignedIn, type Actor, type SignedInActor } from '../../auth/policy';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput, conflict } from '../../lib/errors';
import { EARLIEST_YEAR, latestYear } from '../../lib/input-limits';
import { leaveYearEnd, leaveYearOf, leaveYearStart } from '../../lib/leave-year';
import type { JobQueue } from '../../jobs/queue';
import type { AuditService } from '../audit';
import type { PolicyService } from '../policy';
import { RequestTypeEntity } from '../request-types';
import type { StaffingService } from '../staffing';
import { locationsOf, todayOf, WorkCalendar } from '../locations';
import { countHours, fullTimeHoursOf, personalCalendarOf } from '../schedules/model';
import { countLeaveDays, daysPerYear, type DayCountingRule, type DayRange } from './day-count';
import { daysNotCounted, describeDayCount, type DayNotCounted } from './day-count-summary';
import type { LeaveRequestDecisions } from './leave-request-decisions';
import { lockPersonBalances } from '../balances';
import { LeaveRequestEntity } from './leave-request.entity';
import { leaveRequestQueries } from './leave-request.queries';
import { recordRequestEvent, SYSTEM, type RequestEvents } from './request-lookup';
import type { RequestLedger, YearChargeView } from './request-ledger';

export const AUTO_APPROVE_QUEUE = 'leave-request.auto-approve';
export const MAX_REQUEST_SPAN_DAYS = 366;
const EARLIEST_DATE = `${EARLIEST_YEAR}-01-01`;
/** Requests reach at most the last year balances are kept for (so reading them never needs a far year). */
const latestDate = () => `${latestYear()}-12-31`;

export interface SubmitInput extends DayRange {
  type: string;
  notes?: string | null;
  /** HH:MM on the request's one day, for a type counted in hours. */
  startTime?: string | null;
  endTime?: string | null;
}

export interface DayCount {
  /** Days, or hours for a type counted in hours (see unit). */
  days: number;
  unit: 'days' | 'hours';
  dayCounting: DayCountingRule;
  /** The days of the range not counted (or counted half) at the requester's location, and why. */
  notCounted: DayNotCounted[];
  /** What is counted, in words. */
  summary: string;
  /** Days per year the range falls in (with the viewer's balance of the given type, if any). */
  years: YearChargeView[];
}

/** Validates the shape of a date range (spec §5 wording). */
export function checkRange(range: DayRange): void {
  if (!range.startDate || !range.endDate) throw badInput('Please fill in all required fields');
  if (!parseIsoDate(range.startDate)) throw badInput('Start date must be a date written YYYY-MM-DD', 'startDate');
  if (!parseIsoDate(range.endDate)) throw badInput('End date must be a date written YYYY-MM-DD', 'endDate');
  if (range.startDate > range.endDate) throw badInput('Start date cannot be after end date', 'startDate');
  if (range.startDate < EARLIEST_DATE || range.endDate > latestDate())
    throw badInput(`Dates must be between ${EARLIEST_DATE} and ${latestDate()}`, 'startDate');
  if (addDays(range.startDate, MAX_REQUEST_SPAN_DAYS) <= range.endDate)
    throw badInput(`A request cannot span more than ${MAX_REQUEST_SPAN_DAYS} days`, 'endDate');
}

function checkBlackout(
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

/** Submitting a request: validation, day counting per year, the pending hold and the audit row. */
export class LeaveRequestSubmission {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
    private readonly requestLedger: RequestLedger,
    private readonly decisions: LeaveRequestDecisions,
    private readonly audit: AuditService,
    private readonly events: RequestEvents,
    private readonly jobs: JobQueue,
    private readonly staffing: StaffingService,
  ) {}

  /** Days a range counts under the current policy, in total and per year (each year's holidays excluded). */
  async dayCount(
    actor: Actor,
    range: DayRange & { type?: string | null; startTime?: string | null; endTime?: string | null },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DayCount> {
    assertOperation('signedIn', actor);
    checkRange(range);
    const type = range.type ? await manager.findOne(RequestTypeEntity, { where: { name: range.type.trim() } }) : null;
    if (range.type && !type) throw badInput(`Unknown request type "${range.type}"`, 'type');
    if (type?.unit === 'hours') return this.hourCount(actor, range, type, manager);
    if (range.startTime || range.endTime)
      throw badInput(`${type?.displayName ?? 'This type'} is counted in days: leave out the times`, 'startTime');
    const settings = await this.policy.getSettings(manager);
    // The requester's own location decides their weekend and holidays, their schedule their working days.
    const calendar =
      settings.dayCounting === 'working_days'
        ? await personalCalendarOf(manager, actor.user.id, range.startDate, range.endDate)
        : WorkCalendar.PLAIN;
    const days = countLeaveDays(range, settings.dayCounting, calendar);
    return {
      days,
      unit: 'days',
      dayCounting: settings.dayCounting,
      notCounted: daysNotCounted(range, settings.dayCounting, calendar),
      summary: describeDayCount(range, settings.dayCounting, calendar, days),
      years: daysPerYear(range, settings.dayCounting, calendar, settings.leaveYearStartMonth).map((charge) => ({
        ...charge,
        userId: type ? actor.user.id : null,
        requestTypeId: type?.id ?? null,
      })),
    };
  }

  /** An hourly type's hours: a time on one day in real local hours, or whole days at the person's hours. */
  private async hourCount(
    actor: SignedInActor,
    range: DayRange & { startTime?: string | null; endTime?: string | null },
    type: RequestTypeEntity,
    manager: EntityManager,
  ): Promise<DayCount> {
    const calendar = await personalCalendarOf(manager, actor.user.id, range.startDate, range.endDate);
    const zone = (await locationsOf(manager, [actor.user.id])).get(actor.user.id)?.timeZone ?? 'UTC';
    const count = countHours(range, calendar, zone, await fullTimeHoursOf(manager));
    return {
      days: count.hours,
      unit: 'hours',
      dayCounting: 'working_days',
      notCounted: daysNotCounted(range, 'working_days', calendar),
      summary: count.summary,
      years: count.years.map((charge) => ({ ...charge, userId: actor.user.id, requestTypeId: type.id })),
    };
  }

  async submit(actor: Actor, input: SubmitInput): Promise<LeaveRequestEntity> {
    requireSignedIn(actor);
    const typeName = (input.type ?? '').trim();
    if (!typeName) throw badInput('Please fill in all required fields', 'type');
    checkRange(input);
    const notes = (input.notes ?? '').trim();
    if (notes.length > 2000) throw badInput('Notes must be at most 2000 characters', 'notes');
    const type = await this.dataSource.manager.findOne(RequestTypeEntity, { where: { name: typeName } });
    if (!type || !type.isActive) throw badInput(`Unknown or inactive request type "${typeName}"`, 'type');
    // The requester's today, in their location's time zone.
    const today = await todayOf(this.dataSource.manager, actor.user.id);
    if (type.name !== 'sickness' && input.startDate < today)
      throw badInput('Start date cannot be in the past', 'startDate');
    const settings = await this.policy.getSettings();
    const thisYear = leaveYearOf(today, settings.leaveYearStartMonth);
    // Sickness is often reported afterwards, but not beyond last leave year's balance.
    if (input.startDate < leaveYearStart(thisYear - 1, settings.leaveYearStartMonth))
      throw badInput('Start date is too far in the past', 'startDate');
    if (input.endDate > leaveYearEnd(thisYear + 1, settings.leaveYearStartMonth))
      throw badInput('Leave can be requested up to the end of next year', 'endDate');
    checkBlackout(settings.blackoutDates, settings.blackoutDateRanges, input);
    const { days, years } = await this.dayCount(actor, input);
    if (days <= 0) throw badInput('The selected dates contain no days of leave', 'endDate');
    const user = actor.user;
    const year = Number(input.startDate.slice(0, 4));
    const balanceYear = leaveYearOf(input.startDate, settings.leaveYearStartMonth);

    const eventIds: string[] = [];
    const request = await this.dataSource
      .transaction(async (manager) => {
        // Serialises one person's submissions, so the overlap check below cannot race.
        await leaveRequestQueries.lockSubmissionsOf(manager, user.id);
        await lockPersonBalances(manager, user.id); // before the first write (see person-lock.ts)
        const overlapping = await leaveRequestQueries.overlapping(manager, user.id, {
          startDate: input.startDate,
          endDate: input.endDate,
          startTime: input.startTime || null,
          endTime: input.endTime || null,
        });
        if (overlapping) throw conflict('You already have a pending or approved request overlapping these dates');
        await this.staffing.enforce(manager, user, input, null);
        const number = await leaveRequestQueries.nextNumber(manager);
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
            startTime: input.startTime || null,
            endTime: input.endTime || null,
            days,
            balanceYear,
            yearDays: Object.fromEntries(years.map((charge) => [String(charge.year), charge.days])),
            notes,
          }),
        );
        await this.requestLedger.hold(manager, user, created, actor);
        eventIds.push(await recordRequestEvent(this.events, manager, 'SUBMITTED', created, actor));
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
            ...(years.length > 1 ? { days_per_year: created.yearDays } : {}),
            ...(type.unit === 'hours'
              ? { unit: 'hours', start_time: created.startTime, end_time: created.endTime }
              : {}),
          },
        });
        if (!type.requiresApproval) {
          const approved = await this.decisions.applyDecision(
            manager,
            SYSTEM,
            created,
            { kind: 'approve', comment: `${type.displayName} needs no approval` },
            { allowNegativeBalance: true },
          );
          eventIds.push(await recordRequestEvent(this.events, manager, 'APPROVED', approved, SYSTEM));
          return approved;
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
    await this.events.published(eventIds);
    return request;
  }
}
