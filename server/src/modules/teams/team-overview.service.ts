import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { assertOperation, visiblePeopleSql, type Actor } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';
import { round2 } from '../analytics/sql-params';
import { availableDays, escapeLike, type BalanceService } from '../balances/balance.service';
import type { LeaveBalanceEntity } from '../balances/balance.entity';
import { LeaveRequestEntity } from '../leave-requests/leave-request.entity';
import { RequestTypeEntity } from '../request-types/request-type.entity';
import { UserEntity } from '../users/user.entity';
import { currentYear } from '../users/user.service';

/** Spec §9: upcoming time off is looked for 30 days ahead; PTO warning at 5 or fewer days left, low at 3 or fewer. */
export const UPCOMING_WINDOW_DAYS = 30;
export const PTO_WARNING_DAYS = 5;
export const PTO_LOW_DAYS = 3;
/** Most members one overview lists. */
export const TEAM_OVERVIEW_MAX_MEMBERS = 500;

export function ptoAlertFor(availableDays: number): 'LOW' | 'WARNING' | null {
  if (availableDays <= PTO_LOW_DAYS) return 'LOW';
  if (availableDays <= PTO_WARNING_DAYS) return 'WARNING';
  return null;
}

/** One member's PTO standing this year (GraphQL TeamMemberOverview). */
export interface TeamMemberStanding {
  userId: string;
  /** The member's row, already read with the list (the resolver needs no second read). */
  user: UserEntity;
  ptoTotalDays: number;
  ptoUsedDays: number;
  ptoPendingDays: number;
  ptoAvailableDays: number;
  /** Null for someone without a PTO balance this year. */
  alert: 'LOW' | 'WARNING' | null;
  /** Days of approved leave starting within the upcoming window. */
  upcomingDays: number;
}

/** The team's PTO standing (GraphQL TeamOverview). */
export interface TeamStandings {
  department: string | null;
  teamSize: number;
  upcomingPtoRequests: number;
  upcomingPtoDays: number;
  lowPtoAlerts: number;
  ptoWarnings: number;
  members: TeamMemberStanding[];
}

export interface TeamMemberOverview {
  user: UserEntity;
  balances: { type: string; balance: LeaveBalanceEntity }[];
  upcoming: (LeaveRequestEntity & { type: string })[];
  onLeaveToday: boolean;
}

/**
 * The Team Overview screen: the people the viewer may see (themselves and their direct reports;
 * everyone for HR and administrators), their balances and upcoming leave. The REST team overview and
 * the GraphQL `teamOverview` (through `standings`) both read it.
 */
export class TeamOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly balances: BalanceService,
  ) {}

  async overview(
    actor: Actor,
    filter: { department?: string | null; search?: string | null } = {},
  ): Promise<{ members: TeamMemberOverview[]; totalMembers: number; onLeave: number }> {
    assertOperation('signedIn', actor);
    const viewer = actor.user;
    const query = this.dataSource.manager.createQueryBuilder(UserEntity, 'u').where('u.is_active');
    query.andWhere(visiblePeopleSql(viewer, 'u.id', ':viewerId'), { viewerId: viewer.id });
    if (filter.department)
      query.andWhere('lower(u.department) = lower(:department)', { department: filter.department });
    if (filter.search?.trim()) {
      query.andWhere(
        `(u.first_name ILIKE :search OR u.last_name ILIKE :search OR u.email ILIKE :search OR u.job_title ILIKE :search)`,
        { search: `%${escapeLike(filter.search.trim())}%` },
      );
    }
    const users = await query
      .orderBy('u.last_name', 'ASC')
      .addOrderBy('u.first_name', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(TEAM_OVERVIEW_MAX_MEMBERS)
      .getMany();
    const ids = users.map((user) => user.id);
    const today = todayIso();
    const [balancesByUser, types, requests] = await Promise.all([
      this.balances.balancesForUsers(ids, currentYear()),
      this.dataSource.manager.find(RequestTypeEntity),
      ids.length
        ? this.dataSource.manager
            .createQueryBuilder(LeaveRequestEntity, 'r')
            .where({ userId: In(ids) })
            .andWhere(`r.status IN ('pending', 'approved') AND r.end_date >= :today AND r.start_date <= :until`, {
              today,
              until: addDays(today, UPCOMING_WINDOW_DAYS),
            })
            .orderBy('r.start_date', 'ASC')
            .getMany()
        : Promise.resolve([]),
    ]);
    const typeName = new Map(types.map((type) => [type.id, type.name]));
    const members = users.map((user) => {
      const upcoming = requests
        .filter((r) => r.userId === user.id)
        .map((r) => Object.assign(r, { type: typeName.get(r.requestTypeId) ?? 'other' }));
      return {
        user,
        balances: (balancesByUser.get(user.id) ?? []).map((balance) => ({
          type: typeName.get(balance.requestTypeId) ?? 'other',
          balance,
        })),
        upcoming,
        onLeaveToday: upcoming.some((r) => r.status === 'approved' && r.startDate <= today && r.endDate >= today),
      };
    });
    return { members, totalMembers: members.length, onLeave: members.filter((m) => m.onLeaveToday).length };
  }

  /** The team's PTO standing: this year's PTO per member with its alert, and approved leave starting in the next 30 days. */
  async standings(actor: Actor, department?: string | null): Promise<TeamStandings> {
    const { members } = await this.overview(actor, { department: department?.trim() || null });
    const today = todayIso();
    let upcomingPtoRequests = 0;
    const standings = members.map(({ user, balances, upcoming }): TeamMemberStanding => {
      const pto = balances.find((entry) => entry.type === 'pto')?.balance;
      const starting = upcoming.filter((request) => request.status === 'approved' && request.startDate >= today);
      upcomingPtoRequests += starting.length;
      const available = pto ? round2(availableDays(pto)) : 0;
      return {
        userId: user.id,
        user,
        ptoTotalDays: pto?.totalDays ?? 0,
        ptoUsedDays: pto?.usedDays ?? 0,
        ptoPendingDays: pto?.pendingDays ?? 0,
        ptoAvailableDays: available,
        alert: pto ? ptoAlertFor(available) : null,
        upcomingDays: round2(starting.reduce((sum, request) => sum + Number(request.days), 0)),
      };
    });
    return {
      department: department?.trim() || null,
      teamSize: standings.length,
      upcomingPtoRequests,
      upcomingPtoDays: round2(standings.reduce((sum, member) => sum + member.upcomingDays, 0)),
      lowPtoAlerts: standings.filter((member) => member.alert === 'LOW').length,
      ptoWarnings: standings.filter((member) => member.alert === 'WARNING').length,
      members: standings,
    };
  }
}
