import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { whereInScope, type RowScope } from '../../lib/sql';
import { UserEntity, type RoleValue } from './user.entity';

/** The people's SQL, in one place: the service keeps the transactions and row locks around the changes. */
export const userQueries = {
  /** People (`u`) narrowed to the scope. */
  inScope: (manager: EntityManager, scope: RowScope): SelectQueryBuilder<UserEntity> =>
    whereInScope(manager.createQueryBuilder(UserEntity, 'u'), scope),

  /**
   * Serialises changes that may remove an administrator, so two administrators demoting (or
   * deactivating) each other at once cannot both pass the check. Taken first in the transaction,
   * before any row lock, so it cannot deadlock with them.
   */
  async lockAdministratorChanges(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leavewise.administrators'))`);
  },

  /** How many active administrators there are other than the person. */
  async otherActiveAdministrators(manager: EntityManager, userId: string): Promise<number> {
    const [{ others }] = await manager.query(
      `SELECT count(*)::int AS others FROM users WHERE is_admin AND is_active AND id <> $1`,
      [userId],
    );
    return others;
  },

  /** Whether making `managerId` someone's manager would put that person above themselves (a cycle). */
  async wouldCycle(manager: EntityManager, personId: string, managerId: string): Promise<boolean> {
    const [{ cycle }] = await manager.query(
      `WITH RECURSIVE chain(id, depth) AS (
         SELECT $1::uuid, 0
         UNION ALL
         SELECT u.manager_id, chain.depth + 1 FROM users u JOIN chain ON u.id = chain.id
         WHERE u.manager_id IS NOT NULL AND chain.depth < 1000
       )
       SELECT EXISTS (SELECT 1 FROM chain WHERE id = $2::uuid) AS cycle`,
      [managerId, personId],
    );
    return cycle;
  },

  /**
   * Serialises changes of who manages whom, so two simultaneous assignments (A→B, B→A) cannot both
   * pass the cycle check, nor deadlock on each other's rows.
   */
  async lockManagementChanges(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leavewise.manager-assignment'))`);
  },

  async emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    const [{ taken }] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS taken`,
      [email],
    );
    return taken;
  },

  async reportCount(manager: EntityManager, managerId: string): Promise<number> {
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE manager_id = $1`, [
      managerId,
    ]);
    return count;
  },

  /** The names of the teams the person manages, alphabetically. */
  async teamsManagedBy(manager: EntityManager, managerId: string): Promise<string[]> {
    const rows: { name: string }[] = await manager.query(`SELECT name FROM teams WHERE manager_id = $1 ORDER BY name`, [
      managerId,
    ]);
    return rows.map((row) => row.name);
  },

  /** People per role, and how many of them are active. */
  roleCounts: (manager: EntityManager): Promise<{ role: RoleValue; count: number; active_count: number }[]> =>
    manager.query(
      `SELECT role, count(*)::int AS count, count(*) FILTER (WHERE is_active)::int AS active_count FROM users GROUP BY role`,
    ),
};
