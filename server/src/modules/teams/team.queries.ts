import { In, type EntityManager } from 'typeorm';
import { inPeopleScope, type PeopleScope } from '../../auth/policy';
import { escapeLike, whereInScope } from '../../lib/sql';
import { LeaveRequestEntity } from '../leave-requests/model';
import { UserEntity } from '../users/model';

/** The teams' SQL, in one place: the services keep the transactions and locks around the changes. */
export const teamQueries = {
  /** Whether another team (not `teamId`) already has this name, in any case. */
  async nameTaken(manager: EntityManager, name: string, teamId: string | null): Promise<boolean> {
    const [{ taken }]: { taken: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM teams WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2::uuid) AS taken`,
      [name, teamId],
    );
    return taken;
  },

  /** Makes exactly these people the team's members: others leave it, these join it. */
  async setMembers(manager: EntityManager, teamId: string, memberIds: string[]): Promise<void> {
    await manager.query(`UPDATE users SET team_id = NULL WHERE team_id = $1 AND NOT (id = ANY($2::uuid[]))`, [
      teamId,
      memberIds,
    ]);
    if (memberIds.length)
      await manager.query(`UPDATE users SET team_id = $1 WHERE id = ANY($2::uuid[])`, [teamId, memberIds]);
  },

  /** The active people of a people scope, by name, narrowed by department and a search text. */
  activeMembers(
    manager: EntityManager,
    scope: PeopleScope,
    filter: { department?: string | null; search?: string | null },
    limit: number,
  ): Promise<UserEntity[]> {
    const query = whereInScope(
      manager.createQueryBuilder(UserEntity, 'u').where('u.is_active'),
      inPeopleScope(scope, 'u.id'),
    );
    if (filter.department)
      query.andWhere('lower(u.department) = lower(:department)', { department: filter.department });
    if (filter.search?.trim()) {
      query.andWhere(
        `(u.first_name ILIKE :search OR u.last_name ILIKE :search OR u.email ILIKE :search OR u.job_title ILIKE :search)`,
        { search: `%${escapeLike(filter.search.trim())}%` },
      );
    }
    return query
      .orderBy('u.last_name', 'ASC')
      .addOrderBy('u.first_name', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(limit)
      .getMany();
  },

  /** These people's pending and approved requests that touch the days from `today` to `until`, by start. */
  upcomingRequests(
    manager: EntityManager,
    userIds: readonly string[],
    today: string,
    until: string,
  ): Promise<LeaveRequestEntity[]> {
    if (!userIds.length) return Promise.resolve([]);
    return manager
      .createQueryBuilder(LeaveRequestEntity, 'r')
      .where({ userId: In([...userIds]) })
      .andWhere(`r.status IN ('pending', 'approved') AND r.end_date >= :today AND r.start_date <= :until`, {
        today,
        until,
      })
      .orderBy('r.start_date', 'ASC')
      .getMany();
  },
};
