import type { EntityManager } from 'typeorm';
import { isUuid, returnedRows } from '../../lib/ids';
import { TeamEntity } from '../teams';
import { UserEntity } from '../users/model';
import { ScimGroupEntity, ScimUserEntity } from './scim.entity';

/** The SCIM directory's SQL, in one place: the services keep the transactions and locks around the changes. */
export const scimQueries = {
  /** Serialises directory changes with every other manager assignment until the transaction ends. */
  async lockManagerAssignment(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leavewise.manager-assignment'))`);
  },

  /** Active administrators other than this person. */
  async otherActiveAdmins(manager: EntityManager, userId: string): Promise<number> {
    const [{ others }]: { others: number }[] = await manager.query(
      `SELECT count(*)::int AS others FROM users WHERE is_admin AND is_active AND id <> $1`,
      [userId],
    );
    return others;
  },

  /** Gives a leaving manager's direct reports the leaver's own manager; the ids of those moved. */
  async moveReports(manager: EntityManager, fromId: string, toId: string | null): Promise<string[]> {
    return returnedRows<{ id: string }>(
      await manager.query(`UPDATE users SET manager_id = $2, updated_at = now() WHERE manager_id = $1 RETURNING id`, [
        fromId,
        toId,
      ]),
    ).map((row) => row.id);
  },

  /** Whether `userId` is `managerId` or above them in the reporting line (so managing them would close a cycle). */
  async wouldCycle(manager: EntityManager, managerId: string, userId: string): Promise<boolean> {
    const [{ cycle }]: { cycle: boolean }[] = await manager.query(
      `WITH RECURSIVE chain(id, depth) AS (
         SELECT $1::uuid, 0
         UNION ALL SELECT u.manager_id, chain.depth + 1 FROM users u JOIN chain ON u.id = chain.id
         WHERE u.manager_id IS NOT NULL AND chain.depth < 1000
       ) SELECT EXISTS (SELECT 1 FROM chain WHERE id = $2::uuid) AS cycle`,
      [managerId, userId],
    );
    return cycle;
  },

  /** The groups of each of these people, by name. */
  groupsOf: (
    manager: EntityManager,
    userIds: string[],
  ): Promise<{ user_id: string; id: string; display_name: string }[]> =>
    manager.query(
      `SELECT m.user_id, g.id, g.display_name FROM scim_group_members m JOIN scim_groups g ON g.id = m.group_id
       WHERE m.user_id = ANY($1::uuid[]) ORDER BY g.display_name`,
      [userIds],
    ),

  async leaveAllGroups(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM scim_group_members WHERE user_id = $1`, [userId]);
  },

  /** The person's groups, oldest first, with the names and team that give roles and a team. */
  memberships: (
    manager: EntityManager,
    userId: string,
  ): Promise<{ display_name: string; external_id: string | null; team_id: string | null }[]> =>
    manager.query(
      `SELECT g.display_name, g.external_id, g.team_id FROM scim_group_members m JOIN scim_groups g ON g.id = m.group_id
       WHERE m.user_id = $1 ORDER BY g.created_at`,
      [userId],
    ),

  /** Whether some group gives this team. */
  async teamIsMapped(manager: EntityManager, teamId: string | null): Promise<boolean> {
    const [{ mapped }]: { mapped: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM scim_groups WHERE team_id = $1) AS mapped`,
      [teamId],
    );
    return mapped;
  },

  async reportCount(manager: EntityManager, userId: string): Promise<number> {
    const [{ reports }]: { reports: number }[] = await manager.query(
      `SELECT count(*)::int AS reports FROM users WHERE manager_id = $1`,
      [userId],
    );
    return reports;
  },

  /** Groups in creation order, narrowed by the equalities a filter requires (by lower-case attribute). */
  groupCandidates(manager: EntityManager, equal: Map<string, string>): Promise<ScimGroupEntity[]> {
    const builder = manager.createQueryBuilder(ScimGroupEntity, 'g').orderBy('g.created_at').addOrderBy('g.id');
    const displayName = equal.get('displayname');
    if (displayName) builder.andWhere('lower(g.display_name) = lower(:displayName)', { displayName });
    const id = equal.get('id');
    if (id) builder.andWhere(isUuid(id) ? 'g.id = :id' : 'FALSE', { id });
    return builder.getMany();
  },

  /** The team named like the group (spaces around and case aside). */
  teamNamed: (manager: EntityManager, name: string): Promise<TeamEntity | null> =>
    manager.createQueryBuilder(TeamEntity, 't').where('lower(btrim(t.name)) = lower(:name)', { name }).getOne(),

  /** Whether another group (not `id`) has this name, in any case. */
  groupNameTaken: (manager: EntityManager, displayName: string, id: string | null): Promise<boolean> =>
    manager
      .createQueryBuilder(ScimGroupEntity, 'g')
      .where('lower(g.display_name) = lower(:displayName)', { displayName })
      .andWhere(id ? 'g.id <> :id' : 'TRUE', { id })
      .getExists(),

  /** The members of these groups, oldest person first. */
  groupMembers: (manager: EntityManager, groupIds: string[]): Promise<{ group_id: string; id: string }[]> =>
    groupIds.length
      ? manager.query(
          `SELECT m.group_id, u.id FROM scim_group_members m JOIN users u ON u.id = m.user_id
             WHERE m.group_id = ANY($1::uuid[]) ORDER BY u.created_at, u.id`,
          [groupIds],
        )
      : Promise.resolve([]),

  /** The person with this email, in any case. */
  personByEmail: (manager: EntityManager, email: string): Promise<UserEntity | null> =>
    manager.createQueryBuilder(UserEntity, 'u').where('lower(u.email) = lower(:email)', { email }).getOne(),

  /** Whether someone other than `userId` has this email, in any case. */
  emailTaken: (manager: EntityManager, email: string, userId: string): Promise<boolean> =>
    manager
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(u.email) = lower(:email) AND u.id <> :id', { email, id: userId })
      .getExists(),

  /** Whether someone other than `userId` has this directory id. */
  externalIdTaken: (manager: EntityManager, externalId: string, userId: string | null): Promise<boolean> =>
    manager
      .createQueryBuilder(UserEntity, 'u')
      .where('u.directory_id = :value', { value: externalId, userId })
      .andWhere(userId ? 'u.id <> :userId' : 'TRUE')
      .getExists(),

  /** Whether someone other than `userId` has this employee number (spaces around and case aside). */
  employeeNumberTaken: (manager: EntityManager, employeeNumber: string, userId: string | null): Promise<boolean> =>
    manager
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(btrim(u.employee_number)) = lower(btrim(:value))', { value: employeeNumber, userId })
      .andWhere(userId ? 'u.id <> :userId' : 'TRUE')
      .getExists(),

  /** Whether a SCIM user not deleted, other than `userId`, has this userName, in any case. */
  userNameTaken: (manager: EntityManager, userName: string, userId: string | null): Promise<boolean> =>
    manager
      .createQueryBuilder(ScimUserEntity, 's')
      .where('lower(s.user_name) = lower(:value) AND s.deleted_at IS NULL', { value: userName })
      .andWhere(userId ? 's.user_id <> :userId' : 'TRUE', { userId })
      .getExists(),

  /**
   * People the directory has not deleted, in creation order, narrowed by the equalities a filter
   * requires (by lower-case attribute). A builder, so a full sync can page it in the database.
   */
  userCandidates(manager: EntityManager, equal: Map<string, string>) {
    const query = manager
      .createQueryBuilder(UserEntity, 'u')
      .where('u.id NOT IN (SELECT user_id FROM scim_users WHERE deleted_at IS NOT NULL)')
      .orderBy('u.created_at')
      .addOrderBy('u.id');
    const userName = equal.get('username');
    if (userName)
      query.andWhere(
        `(lower(u.email) = lower(:userName) OR u.id IN (SELECT user_id FROM scim_users WHERE lower(user_name) = lower(:userName)))`,
        { userName },
      );
    const externalId = equal.get('externalid');
    if (externalId) query.andWhere('u.directory_id = :externalId', { externalId });
    const id = equal.get('id');
    if (id) query.andWhere(isUuid(id) ? 'u.id = :id' : 'FALSE', { id });
    const email = equal.get('emails.value');
    if (email) query.andWhere('lower(u.email) = lower(:email)', { email });
    return query;
  },
};
