import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { assertOperation, requireSignedIn, visiblePeople, type Actor } from '../../auth/policy';
import { addDays, eachDate, parseIsoDate } from '../../lib/dates';
import { calendarsOf } from '../locations';
import { hoursOn, schedulesOf } from '../schedules/model';
import { badInput } from '../../lib/errors';
import type { PolicyService, PolicySettingsValue } from '../policy';
import { TeamEntity } from '../teams';
import { UserEntity } from '../users/model';
import { staffingQueries } from './staffing.queries';

/** Longest range the calendar's staffing check looks at. */
export const MAX_STAFFING_RANGE_DAYS = 62;

export interface StaffingAbsenceValue {
  userId: string;
  status: 'pending' | 'approved';
}

/** A working day on which too few of a team would be present. */
export interface StaffingShortfall {
  date: string;
  teamName: string;
  teamSize: number;
  present: number;
  required: number;
  /** Who else is off (or asked to be) that day. */
  absent: StaffingAbsenceValue[];
}

export interface StaffingCheck {
  hardBlock: boolean;
  shortfalls: StaffingShortfall[];
}

interface Team {
  name: string;
  members: UserEntity[];
}

/** People a team must keep present: the larger of the policy's count and share (rounded up). */
export function requiredPresent(
  policy: Pick<PolicySettingsValue, 'minimumStaffingCount' | 'minimumStaffingPercent'>,
  size: number,
): number {
  return Math.min(size, Math.max(policy.minimumStaffingCount, Math.ceil((size * policy.minimumStaffingPercent) / 100)));
}

const employedOn = (user: UserEntity, date: string) =>
  (!user.employmentStartDate || user.employmentStartDate <= date) &&
  (!user.employmentEndDate || date <= user.employmentEndDate);

/**
 * Staffing minimums: on every working day (weekdays that are not public holidays) at least the
 * policy's number, or share, of a team must be present. A part-timer whose schedule leaves a day free
 * is on the team that day but not present: they count as absent, as if on leave. A person's team is their team's members, or
 * without a team the people who share their manager. Warnings count pending requests as absences;
 * the hard block (a policy switch) counts only approved leave, so requests cannot block each other.
 */
export class StaffingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
  ) {}

  private async teamOf(manager: EntityManager, person: UserEntity): Promise<Team | null> {
    // One query after the other: inside a transaction the manager has a single connection.
    if (person.teamId) {
      const team = await manager.findOne(TeamEntity, { where: { id: person.teamId } });
      const members = await manager.find(UserEntity, { where: { teamId: person.teamId, isActive: true } });
      return { name: team?.name ?? 'your team', members };
    }
    if (!person.managerId) return null;
    const lead = await manager.findOne(UserEntity, { where: { id: person.managerId } });
    const members = await manager.find(UserEntity, {
      where: { managerId: person.managerId, teamId: IsNull(), isActive: true },
    });
    return { name: lead ? `${lead.firstName} ${lead.lastName}'s team` : 'your team', members };
  }

  /**
   * The working days of [start, end] on which the person's team would fall below the minimum if the
   * person were off. `excludeRequestId`: a request of theirs not to count twice (the one being decided).
   */
  async check(
    person: UserEntity,
    range: { startDate: string; endDate: string },
    options: { countPending: boolean; excludeRequestId?: string | null },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StaffingCheck> {
    const policy = await this.policy.getSettings(manager);
    const none = { hardBlock: policy.staffingHardBlock, shortfalls: [] };
    if (policy.minimumStaffingCount <= 0 && policy.minimumStaffingPercent <= 0) return none;
    const team = await this.teamOf(manager, person);
    if (!team) return none;
    return {
      hardBlock: policy.staffingHardBlock,
      shortfalls: await this.shortfallsOf(manager, policy, team, range, person, options),
    };
  }

  private async shortfallsOf(
    manager: EntityManager,
    policy: PolicySettingsValue,
    team: Team,
    range: { startDate: string; endDate: string },
    person: UserEntity | null,
    options: { countPending: boolean; excludeRequestId?: string | null },
  ): Promise<StaffingShortfall[]> {
    const members = team.members.filter((member) => member.id !== person?.id);
    const absences = await staffingQueries.absences(
      manager,
      members.map((m) => m.id),
      options.countPending ? ['pending', 'approved'] : ['approved'],
      range,
      options.excludeRequestId ?? null,
    );
    // Each member works to their own location's calendar: on a holiday or weekend there, they are not expected.
    const everyone = [...members, ...(person ? [person] : [])];
    const calendars = await calendarsOf(
      manager,
      everyone.map((member) => member.id),
      range.startDate,
      range.endDate,
    );
    const schedules = await schedulesOf(
      manager,
      everyone.map((member) => member.id),
      range.startDate,
      range.endDate,
    );
    const works = (member: UserEntity, date: string) => calendars.get(member.id)?.isWorkingDay(date) ?? true;
    // A day the person's schedule gives no hours (null: no schedule, full time).
    const scheduledOff = (member: UserEntity, date: string) => hoursOn(schedules.get(member.id) ?? [], date) === 0;
    const shortfalls: StaffingShortfall[] = [];
    for (const date of eachDate(range.startDate, range.endDate)) {
      if (person && (!works(person, date) || scheduledOff(person, date))) continue;
      const onStaff = everyone.filter((member) => employedOn(member, date) && works(member, date));
      if (!onStaff.length) continue;
      const working = new Set(onStaff.map((member) => member.id));
      const absent = new Map<string, StaffingAbsenceValue>();
      for (const row of absences)
        if (row.start_date <= date && date <= row.end_date && working.has(row.user_id) && !absent.has(row.user_id))
          absent.set(row.user_id, { userId: row.user_id, status: row.status });
      const notScheduled = onStaff.filter(
        (member) => member.id !== person?.id && !absent.has(member.id) && scheduledOff(member, date),
      ).length;
      const away = absent.size + notScheduled + (person ? 1 : 0);
      const required = requiredPresent(policy, onStaff.length);
      if (onStaff.length - away < required)
        shortfalls.push({
          date,
          teamName: team.name,
          teamSize: onStaff.length,
          present: Math.max(0, onStaff.length - away),
          required,
          absent: [...absent.values()],
        });
    }
    return shortfalls;
  }

  /** The staffing warning of the request form: the viewer's team if the viewer were off these days. */
  async checkForViewer(actor: Actor, range: { startDate: string; endDate: string }): Promise<StaffingCheck> {
    requireSignedIn(actor);
    this.checkRange(range, 366);
    return this.check(actor.user, range, { countPending: true });
  }

  /** Refuses, with the names, a request that would break the minimum when the policy makes it a hard block. */
  async enforce(
    manager: EntityManager,
    person: UserEntity,
    range: { startDate: string; endDate: string },
    excludeRequestId: string | null,
  ): Promise<void> {
    const { hardBlock, shortfalls } = await this.check(
      person,
      range,
      { countPending: false, excludeRequestId },
      manager,
    );
    if (!hardBlock || !shortfalls.length) return;
    const names = await this.namesOf(manager, [...new Set(shortfalls.flatMap((s) => s.absent.map((a) => a.userId)))]);
    const first = shortfalls[0];
    const dates = shortfalls.map((s) => s.date);
    throw badInput(
      `Too few people of ${first.teamName} would be present on ${dates.length > 3 ? `${dates.slice(0, 3).join(', ')} and ${dates.length - 3} more days` : dates.join(', ')}: ` +
        `at least ${first.required} of ${first.teamSize} must be present${names.length ? `, and ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} off` : ''}`,
      'startDate',
    );
  }

  private async namesOf(manager: EntityManager, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const users = await manager.find(UserEntity, { where: { id: In(ids) }, order: { lastName: 'ASC' } });
    return users.map((user) => `${user.firstName} ${user.lastName}`);
  }

  /**
   * For the calendar: every working day of [start, end] (at most 62 days) on which a team the viewer
   * may see is below its minimum with the leave already approved or asked for.
   */
  async shortfalls(actor: Actor, range: { startDate: string; endDate: string }): Promise<StaffingShortfall[]> {
    assertOperation('signedIn', actor);
    this.checkRange(range, MAX_STAFFING_RANGE_DAYS);
    const policy = await this.policy.getSettings();
    if (policy.minimumStaffingCount <= 0 && policy.minimumStaffingPercent <= 0) return [];
    const manager = this.dataSource.manager;
    // Teams with someone the viewer may see off in the range.
    const groups = await staffingQueries.groupsWithLeave(manager, visiblePeople(actor.user, 'u.id'), range);
    const found: StaffingShortfall[] = [];
    for (const group of groups) {
      const someone = await manager.findOne(UserEntity, {
        where: group.team_id ? { teamId: group.team_id } : { managerId: group.manager_id!, teamId: IsNull() },
      });
      const team = someone && (await this.teamOf(manager, someone));
      if (team) found.push(...(await this.shortfallsOf(manager, policy, team, range, null, { countPending: true })));
    }
    return found.sort((a, b) => a.date.localeCompare(b.date) || a.teamName.localeCompare(b.teamName));
  }

  private checkRange(range: { startDate: string; endDate: string }, maxDays: number): void {
    if (!parseIsoDate(range.startDate ?? ''))
      throw badInput('Start date must be a date written YYYY-MM-DD', 'startDate');
    if (!parseIsoDate(range.endDate ?? '')) throw badInput('End date must be a date written YYYY-MM-DD', 'endDate');
    if (range.startDate > range.endDate) throw badInput('Start date cannot be after end date', 'startDate');
    if (addDays(range.startDate, maxDays) <= range.endDate)
      throw badInput(`A staffing check cannot span more than ${maxDays} days`, 'endDate');
  }
}
