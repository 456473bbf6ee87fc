import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { assertOperation, seesEveryone, type Actor } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';
import { escapeLike, type BalanceService } from '../balances/balance.service';
import type { LeaveBalanceEntity } from '../balances/balance.entity';
import { LeaveRequestEntity } from '../leave-requests/leave-request.entity';
import { RequestTypeEntity } from '../request-types/request-type.entity';
import { UserEntity } from '../users/user.entity';
import { currentYear } from '../users/user.service';

/** Spec §9: upcoming time off is looked for 30 days ahead. */
export const UPCOMING_WINDOW_DAYS = 30;
const MAX_MEMBERS = 500;

export interface TeamMemberOverview {
  user: UserEntity;
  balances: { type: string; balance: LeaveBalanceEntity }[];
  upcoming: (LeaveRequestEntity & { type: string })[];
  onLeaveToday: boolean;
}

/** The Team Overview screen: the people the viewer may see, their balances and upcoming leave. */
export class TeamOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly balances: BalanceService,
  ) {}

  async overview(actor: Actor, filter: { department?: string | null; search?: string | null } = {}): Promise<{ members: TeamMemberOverview[]; totalMembers: number; onLeave: number }> {
    assertOperation('signedIn', actor);
    const viewer = actor.user!;
    const query = this.dataSource.manager.createQueryBuilder(UserEntity, 'u').where('u.is_active');
    if (!seesEveryone(viewer)) query.andWhere('(u.id = :viewerId OR u.manager_id = :viewerId)', { viewerId: viewer.id });
    if (filter.department) query.andWhere('lower(u.department) = lower(:department)', { department: filter.department });
    if (filter.search?.trim()) {
      query.andWhere(`(u.first_name ILIKE :search OR u.last_name ILIKE :search OR u.email ILIKE :search OR u.job_title ILIKE :search)`, { search: `%${escapeLike(filter.search.trim())}%` });
    }
    const users = await query.orderBy('u.last_name', 'ASC').addOrderBy('u.first_name', 'ASC').addOrderBy('u.id', 'ASC').limit(MAX_MEMBERS).getMany();
    const ids = users.map((user) => user.id);
    const today = todayIso();
    const [balancesByUser, types, requests] = await Promise.all([
      this.balances.balancesForUsers(ids, currentYear()),
      this.dataSource.manager.find(RequestTypeEntity),
      ids.length
        ? this.dataSource.manager
            .createQueryBuilder(LeaveRequestEntity, 'r')
            .where({ userId: In(ids) })
            .andWhere(`r.status IN ('pending', 'approved') AND r.end_date >= :today AND r.start_date <= :until`, { today, until: addDays(today, UPCOMING_WINDOW_DAYS) })
            .orderBy('r.start_date', 'ASC')
            .getMany()
        : Promise.resolve([]),
    ]);
    const typeName = new Map(types.map((type) => [type.id, type.name]));
    const members = users.map((user) => {
      const upcoming = requests.filter((r) => r.userId === user.id).map((r) => Object.assign(r, { type: typeName.get(r.requestTypeId) ?? 'other' }));
      return {
        user,
        balances: (balancesByUser.get(user.id) ?? []).map((balance) => ({ type: typeName.get(balance.requestTypeId) ?? 'other', balance })),
        upcoming,
        onLeaveToday: upcoming.some((r) => r.status === 'approved' && r.startDate <= today && r.endDate >= today),
      };
    });
    return { members, totalMembers: members.length, onLeave: members.filter((m) => m.onLeaveToday).length };
  }
}
