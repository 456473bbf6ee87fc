import type { DataSource } from 'typeorm';
import { assertOperation, peopleScopeFor, type Actor, type PeopleScopeKind } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';
import { coverageOf, round2, type Coverage } from '../analytics';
import { availableDays, balanceAlert, type BalanceService, type LeaveBalanceEntity } from '../balances';
import { LeaveRequestEntity } from '../leave-requests/model';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import { teamQueries } from './team.queries';

/** Spec §9: upcoming time off is looked for 30 days ahead. PTO alerts are balance.service's balanceAlert. */
export const UPCOMING_WINDOW_DAYS = 30;
/** Most members one overview lists. */
export const TEAM_OVERVIEW_MAX_MEMBERS = 500;

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
  coverage: Coverage;
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
 * The Team Overview screen: the active people of a people scope (policy.peopleScopeFor: the viewer's
 * reporting line by default, or their direct reports; everyone by default for HR and administrators),
 * their balances and upcoming leave. The REST team overview and the GraphQL `teamOverview` (through
 * `standings`) both read it.
 */
export class TeamOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly balances: BalanceService,
  ) {}

  async overview(
    actor: Actor,
    filter: { department?: string | null; search?: string | null; scope?: PeopleScopeKind | null } = {},
  ): Promise<{
    members: TeamMemberOverview[];
    totalMembers: number;
    onLeave: number;
    coverage: Coverage;
    year: number;
  }> {
    assertOperation('signedIn', actor);
    const scope = peopleScopeFor(actor.user, filter.scope);
    const users = await teamQueries.activeMembers(this.dataSource.manager, scope, filter, TEAM_OVERVIEW_MAX_MEMBERS);
    const ids = users.map((user) => user.id);
    const today = todayIso();
    const year = await this.balances.ledger.currentYear();
    const [balancesByUser, types, requests, coverage] = await Promise.all([
      this.balances.balancesForUsers(ids, year),
      this.dataSource.manager.find(RequestTypeEntity),
      teamQueries.upcomingRequests(this.dataSource.manager, ids, today, addDays(today, UPCOMING_WINDOW_DAYS)),
      coverageOf(this.dataSource, scope, { department: filter.department }),
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
    return {
      members,
      totalMembers: members.length,
      onLeave: members.filter((m) => m.onLeaveToday).length,
      coverage,
      year,
    };
  }

  /** The team's PTO standing: this year's PTO per member with its alert, and approved leave starting in the next 30 days. */
  async standings(actor: Actor, department?: string | null, scope?: PeopleScopeKind | null): Promise<TeamStandings> {
    const { members, coverage } = await this.overview(actor, { department: department?.trim() || null, scope });
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
        alert: pto ? balanceAlert(pto) : null,
        upcomingDays: round2(starting.reduce((sum, request) => sum + Number(request.days), 0)),
      };
    });
    return {
      department: department?.trim() || null,
      coverage,
      teamSize: standings.length,
      upcomingPtoRequests,
      upcomingPtoDays: round2(standings.reduce((sum, member) => sum + member.upcomingDays, 0)),
      lowPtoAlerts: standings.filter((member) => member.alert === 'LOW').length,
      ptoWarnings: standings.filter((member) => member.alert === 'WARNING').length,
      members: standings,
    };
  }
}
