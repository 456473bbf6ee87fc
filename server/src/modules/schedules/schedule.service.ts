import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, canReadUser, requireSignedIn, withReportingLine, type Actor } from '../../auth/policy';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import type { BalanceService } from '../balances';
import { UserEntity } from '../users/model';
import { fullTimeHoursOf } from './schedule-calendars';
import { scheduleQueries } from './schedule.queries';
import { WorkScheduleEntity } from './work-schedule.entity';
import { assignLocation, type WorkCalendarAssignment } from './work-calendar-assignment';
import { checkWeekHours, scheduleTemplates, type ScheduleTemplate, type WeekdayKey } from './working-time';

export interface SetScheduleInput {
  userId: string;
  effectiveFrom: string;
  effectiveTo?: string | null;
  /** Hours per weekday; or a template's key. */
  hours?: Partial<Record<WeekdayKey, number | null>> | null;
  template?: string | null;
}

export interface WorkingTimeView {
  fullTimeHours: number;
  templates: ScheduleTemplate[];
}

/** Bulk assignment stops at this many people in one go (the bulk editor's page). */
export const MAX_BULK_PEOPLE = 500;

/** A person's schedule periods are capped, so listing them stays small. */
export const MAX_SCHEDULE_PERIODS = 100;

function checkDate(value: string | null | undefined, field: string, label: string): string {
  if (!value || !parseIsoDate(value)) throw badInput(`${label} must be a date written YYYY-MM-DD`, field);
  return value;
}

/** Working schedules: each person's hours per weekday in dated periods, and the full-time week. */
export class ScheduleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
  ) {}

  async workingTime(actor: Actor, manager: EntityManager = this.dataSource.manager): Promise<WorkingTimeView> {
    assertOperation('signedIn', actor);
    const fullTimeHours = await fullTimeHoursOf(manager);
    return { fullTimeHours, templates: scheduleTemplates(fullTimeHours) };
  }

  /** A person's schedule periods, latest first: the person, their managers above, HR and administrators. */
  async list(actor: Actor, userId: string): Promise<WorkScheduleEntity[]> {
    assertOperation('signedIn', actor);
    const person = await this.findPerson(this.dataSource.manager, userId);
    if (!person || !canReadUser(actor.user, await withReportingLine(this.dataSource, person)))
      throw notFound('Unknown person');
    return this.dataSource.manager.find(WorkScheduleEntity, { where: { userId }, order: { effectiveFrom: 'DESC' } });
  }

  /** The period in effect on a date for each of these people (null: none), for the directory. */
  async currentOf(userIds: readonly string[], date: string): Promise<Map<string, WorkScheduleEntity>> {
    if (!userIds.length) return new Map();
    const rows = await scheduleQueries.runningOn(this.dataSource.manager, [...new Set(userIds)], date);
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** Each person's periods that touch [from, to], earliest first (ranges checked by the caller). */
  async periodsBetween(
    userIds: readonly string[],
    from: string,
    to: string,
  ): Promise<Map<string, WorkScheduleEntity[]>> {
    const result = new Map<string, WorkScheduleEntity[]>();
    if (!userIds.length) return result;
    const rows = await scheduleQueries.between(this.dataSource.manager, [...new Set(userIds)], from, to);
    for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row]);
    return result;
  }

  /**
   * Gives a person a schedule from a date (to a date, or open). An open period that began before is
   * ended the day before; any other overlap is refused. Their allowances follow the new FTE; requests
   * already made keep what they were charged.
   */
  async set(actor: Actor, input: SetScheduleInput): Promise<WorkScheduleEntity> {
    assertOperation('hrOrAdmin', actor);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.setWithin(manager, actor, input);
      await this.applyRules(manager, [input.userId]);
      return saved;
    });
  }

  /** Gives each of these people a template's schedule from a date, all or none. */
  async assignTemplate(
    actor: Actor,
    userIds: readonly string[],
    template: string,
    effectiveFrom: string,
  ): Promise<WorkScheduleEntity[]> {
    assertOperation('hrOrAdmin', actor);
    const ids = [...new Set(userIds)];
    if (!ids.length) throw badInput('Choose at least one person', 'userIds');
    if (ids.length > MAX_BULK_PEOPLE) throw badInput(`Choose at most ${MAX_BULK_PEOPLE} people at a time`, 'userIds');
    return this.dataSource.transaction(async (manager) => {
      const saved: WorkScheduleEntity[] = [];
      for (const userId of ids) saved.push(await this.setWithin(manager, actor, { userId, template, effectiveFrom }));
      await this.applyRules(manager, ids);
      return saved;
    });
  }

  /**
   * The bulk editor: moves these people to a location and/or gives them a template's schedule from a
   * date, all or none, in one transaction; their allowances follow. Each change is audited.
   */
  async assignWorkCalendar(actor: Actor, input: WorkCalendarAssignment): Promise<UserEntity[]> {
    assertOperation('hrOrAdmin', actor);
    requireSignedIn(actor);
    const ids = [...new Set(input.userIds)].sort();
    if (!ids.length) throw badInput('Choose at least one person', 'userIds');
    if (ids.length > MAX_BULK_PEOPLE) throw badInput(`Choose at most ${MAX_BULK_PEOPLE} people at a time`, 'userIds');
    const template = input.template?.trim() || null;
    if (input.locationId === undefined && !template)
      throw badInput('Choose a location, a schedule template or both', 'locationId');
    if (template) checkDate(input.effectiveFrom, 'effectiveFrom', 'Effective from');
    return this.dataSource.transaction(async (manager) => {
      const people = await assignLocation(manager, actor, this.audit, ids, input.locationId);
      if (template)
        for (const userId of ids)
          await this.setWithin(manager, actor, { userId, template, effectiveFrom: input.effectiveFrom! });
      await this.applyRules(manager, ids);
      return people;
    });
  }

  /** Removes a period; the days it covered fall back to the person's location (full time). */
  async remove(actor: Actor, id: string): Promise<boolean> {
    assertOperation('hrOrAdmin', actor);
    if (!isUuid(id)) throw notFound('Unknown working schedule');
    return this.dataSource.transaction(async (manager) => {
      const period = await manager.findOne(WorkScheduleEntity, { where: { id } });
      if (!period) throw notFound('Unknown working schedule');
      await scheduleQueries.lockPerson(manager, period.userId);
      await manager.delete(WorkScheduleEntity, { id });
      await this.audit.record(manager, actor, {
        action: 'work_schedule.removed',
        resourceType: 'user',
        resourceId: period.userId,
        details: { effective_from: period.effectiveFrom, effective_to: period.effectiveTo },
      });
      await this.applyRules(manager, [period.userId]);
      return true;
    });
  }

  /** Sets the organisation's full-time week (it changes everyone's FTE from now on). */
  async setFullTimeHours(actor: Actor, hours: number): Promise<WorkingTimeView> {
    assertOperation('admin', actor);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 168)
      throw badInput('The full-time week must be more than 0 and at most 168 hours', 'hours');
    await this.dataSource.transaction(async (manager) => {
      await scheduleQueries.setFullTimeHours(manager, hours);
      await this.audit.record(manager, actor, {
        action: 'working_time.updated',
        resourceType: 'organisation',
        details: { full_time_hours: hours },
      });
    });
    return this.workingTime(actor);
  }

  private async setWithin(manager: EntityManager, actor: Actor, input: SetScheduleInput): Promise<WorkScheduleEntity> {
    const from = checkDate(input.effectiveFrom, 'effectiveFrom', 'Effective from');
    const to = input.effectiveTo == null ? null : checkDate(input.effectiveTo, 'effectiveTo', 'Effective to');
    if (to !== null && to < from) throw badInput('Effective to cannot be before effective from', 'effectiveTo');
    const template = input.template?.trim() || null;
    let weekdayHours: number[];
    if (template) {
      const found = scheduleTemplates(await fullTimeHoursOf(manager)).find((t) => t.key === template);
      if (!found) throw badInput(`Unknown schedule template "${template}"`, 'template');
      weekdayHours = found.weekdayHours;
    } else if (input.hours) weekdayHours = checkWeekHours(input.hours);
    else throw badInput('Give the hours of each weekday or a template', 'hours');
    // One person's periods change one at a time, so the overlap check cannot race.
    const person = await this.findPerson(manager, input.userId, true);
    if (!person) throw badInput('Unknown person', 'userId');
    const periods = await manager.find(WorkScheduleEntity, { where: { userId: person.id } });
    const clash = periods.find(
      (p) =>
        p.effectiveFrom <= (to ?? '9999-12-31') &&
        (p.effectiveTo ?? '9999-12-31') >= from &&
        // An open period that began before ends where an open one begins.
        !(to === null && p.effectiveTo === null && p.effectiveFrom < from),
    );
    if (clash)
      throw conflict(
        `This schedule overlaps the one from ${clash.effectiveFrom}${clash.effectiveTo ? ` to ${clash.effectiveTo}` : ''}`,
      );
    if (periods.length >= MAX_SCHEDULE_PERIODS)
      throw conflict(`A person can have at most ${MAX_SCHEDULE_PERIODS} schedule periods: remove old ones first`);
    const open = to === null ? periods.find((p) => p.effectiveTo === null && p.effectiveFrom < from) : undefined;
    if (open) await manager.update(WorkScheduleEntity, { id: open.id }, { effectiveTo: addDays(from, -1) });
    const saved = await manager.save(
      WorkScheduleEntity,
      manager.create(WorkScheduleEntity, {
        userId: person.id,
        effectiveFrom: from,
        effectiveTo: to,
        weekdayHours,
        template,
      }),
    );
    await this.audit.record(manager, actor, {
      action: 'work_schedule.set',
      resourceType: 'user',
      resourceId: person.id,
      details: { effective_from: from, effective_to: to, weekday_hours: weekdayHours, template },
    });
    return saved;
  }

  private async findPerson(manager: EntityManager, userId: string, lock = false): Promise<UserEntity | null> {
    if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
    return scheduleQueries.person(manager, userId, lock);
  }

  private async applyRules(manager: EntityManager, userIds: readonly string[]): Promise<void> {
    const people = await scheduleQueries.people(manager, userIds);
    for (const person of people) await this.balances.applyRules(manager, person);
  }
}
