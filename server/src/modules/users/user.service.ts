import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  assertOperation,
  canAdministerPerson,
  canGrantRole,
  canReadUser,
  visiblePeople,
  withReportingLine,
  type Actor,
  type SignedInActor,
} from '../../auth/policy';
import { hashPassword, validatePasswordStrength } from '../../auth/passwords';
import { countRows, pageWindow, toConnection, type Connection, type ConnectionArgs } from '../../lib/connection';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { currentYearOf, parseIsoDate } from '../../lib/dates';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { escapeLike } from '../../lib/sql';
import { type BalanceService, lockPersonBalances } from '../balances';
import { revokeAllCredentials } from '../../auth/credentials';
import { ROLES, UserEntity, type RoleValue } from './user.entity';
import { checkLocation, checkManager, checkNoReports, checkTeam } from './user-assignments';
import { userQueries } from './user.queries';
import { assertAnotherActiveAdministrator, lockAdministratorChanges, resolveRoleAndFlags } from './user-roles';
import { normaliseEmail, optionalText, requireName, requiredText } from './user.validation';

export type { CreateUserInput, UpdateUserInput, UserFilter, UserOrderField } from './user.inputs';
import type { CreateUserInput, UpdateUserInput, UserFilter, UserOrderField } from './user.inputs';

const ORDER_COLUMNS: Record<UserOrderField, string[]> = {
  name: ['u.last_name', 'u.first_name'],
  email: ['lower(u.email)'],
  department: ['u.department', 'u.last_name'],
  created_at: ['u.created_at'],
};

export const currentYear = (): number => currentYearOf();

/** Refuses (FORBIDDEN) a role the actor may not give: HR gives the roles of the reporting line only. */
function assertMayGrant(actor: SignedInActor, role: RoleValue): void {
  if (!canGrantRole(actor.user, role)) throw forbidden('Only an administrator can make someone HR or an administrator');
}

/** Employment dates: each a date written YYYY-MM-DD or null, the start not after the end. */
function checkEmploymentDates(
  start: string | null,
  end: string | null,
): { employmentStartDate: string | null; employmentEndDate: string | null } {
  // An empty date (a cleared form field) means none.
  start = start?.trim() || null;
  end = end?.trim() || null;
  if (start && !parseIsoDate(start))
    throw badInput('Employment start date must be a date written YYYY-MM-DD', 'employmentStartDate');
  if (end && !parseIsoDate(end))
    throw badInput('Employment end date must be a date written YYYY-MM-DD', 'employmentEndDate');
  if (start && end && start > end)
    throw badInput('Employment start date cannot be after the end date', 'employmentStartDate');
  return { employmentStartDate: start, employmentEndDate: end };
}

export class UserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
  ) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return isUuid(id) ? manager.findOne(UserEntity, { where: { id } }) : Promise.resolve(null);
  }

  /** One person, when the viewer may see them; null otherwise (no hint that the id exists). */
  async get(actor: Actor, id: string): Promise<UserEntity | null> {
    assertOperation('signedIn', actor);
    const user = await this.findById(id);
    return user && canReadUser(actor.user, await withReportingLine(this.dataSource, user)) ? user : null;
  }

  /** People the viewer may see: everyone for HR and admins, else themselves and everyone below them (also used by search). */
  scopedQuery(actor: SignedInActor): SelectQueryBuilder<UserEntity> {
    return userQueries.inScope(this.dataSource.manager, visiblePeople(actor.user, 'u.id'));
  }

  async connection(
    actor: Actor,
    filter: UserFilter = {},
    order: { field: UserOrderField; direction: 'ASC' | 'DESC' } = { field: 'name', direction: 'ASC' },
    args: ConnectionArgs = {},
  ): Promise<Connection<UserEntity>> {
    assertOperation('signedIn', actor);
    const query = this.scopedQuery(actor);
    if (filter.search?.trim()) {
      query.andWhere(
        `(u.first_name ILIKE :search OR u.last_name ILIKE :search OR u.email ILIKE :search OR u.job_title ILIKE :search OR (u.first_name || ' ' || u.last_name) ILIKE :search)`,
        { search: `%${escapeLike(filter.search.trim())}%` },
      );
    }
    if (filter.department)
      query.andWhere('lower(u.department) = lower(:department)', { department: filter.department });
    if (filter.role) query.andWhere('u.role = :role', { role: filter.role });
    if (filter.isActive != null) query.andWhere('u.is_active = :isActive', { isActive: filter.isActive });
    if (filter.isManager != null) query.andWhere('u.is_manager = :isManager', { isManager: filter.isManager });
    if (filter.locationId) {
      if (!isUuid(filter.locationId)) throw badInput('locationId is not a valid id', 'locationId');
      query.andWhere(
        `(u.location_id = :locationId OR (u.location_id IS NULL AND EXISTS (SELECT 1 FROM locations l WHERE l.id = :locationId AND l.is_default)))`,
        { locationId: filter.locationId },
      );
    }
    for (const key of ['managerId', 'teamId'] as const) {
      const value = filter[key];
      if (!value) continue;
      if (!isUuid(value)) throw badInput(`${key} is not a valid id`, key);
      query.andWhere(`u.${key === 'managerId' ? 'manager_id' : 'team_id'} = :${key}`, { [key]: value });
    }
    const total = await countRows(query);
    const window = pageWindow(args, total);
    for (const column of ORDER_COLUMNS[order.field]) query.addOrderBy(column, order.direction);
    const rows = await query.addOrderBy('u.id', order.direction).offset(window.offset).limit(window.limit).getMany();
    return toConnection(rows, window, total);
  }

  async managers(actor: Actor): Promise<UserEntity[]> {
    assertOperation('signedIn', actor);
    return this.dataSource.manager.find(UserEntity, {
      where: { isManager: true, isActive: true },
      order: { lastName: 'ASC', firstName: 'ASC' },
    });
  }

  async departments(actor: Actor): Promise<string[]> {
    assertOperation('signedIn', actor);
    const rows: { department: string }[] = await this.scopedQuery(actor)
      .select('DISTINCT u.department', 'department')
      .andWhere('u.department IS NOT NULL')
      .orderBy('department')
      .getRawMany();
    return rows.map((row) => row.department);
  }

  async create(actor: Actor, input: CreateUserInput): Promise<UserEntity> {
    assertOperation('hrOrAdmin', actor);
    const firstName = requireName(input.firstName, 'First name');
    const lastName = requireName(input.lastName, 'Last name');
    const email = normaliseEmail(input.email);
    const passwordProblem = validatePasswordStrength(input.password ?? '');
    if (passwordProblem) throw badInput(passwordProblem, 'password');
    const department = requiredText(input.department, 'Department is required', 'department');
    const jobTitle = requiredText(input.jobTitle, 'Job title is required', 'jobTitle');
    if (jobTitle.length < 3) throw badInput('Job title must be at least 3 characters', 'jobTitle');
    if (input.role && !ROLES.includes(input.role)) throw badInput('Unknown role', 'role');
    const employment = checkEmploymentDates(input.employmentStartDate ?? null, input.employmentEndDate ?? null);
    const roleAndFlags = resolveRoleAndFlags(null, input);
    assertMayGrant(actor, roleAndFlags.role);
    const passwordHash = await hashPassword(input.password);
    return this.dataSource
      .transaction(async (manager) => {
        if (await userQueries.emailTaken(manager, email)) throw conflict('An account with this email already exists');
        if (input.managerId) await checkManager(manager, null, input.managerId);
        if (input.teamId) await checkTeam(manager, input.teamId);
        const locationId = input.locationId ? await checkLocation(manager, input.locationId) : null;
        const user = await manager.save(
          UserEntity,
          manager.create(UserEntity, {
            email,
            passwordHash,
            firstName,
            lastName,
            department,
            jobTitle,
            ...roleAndFlags,
            managerId: input.managerId ?? null,
            teamId: input.teamId ?? null,
            locationId,
            ...employment,
          }),
        );
        await this.balances.ensureBalances(manager, user);
        await this.audit.record(manager, actor, {
          action: 'user.created',
          resourceType: 'user',
          resourceId: user.id,
          details: { email, department, is_manager: user.isManager, manager_id: user.managerId },
        });
        return user;
      })
      .catch((error: { code?: string; constraint?: string }) => {
        // The unique index on lower(email) is the backstop for two simultaneous creations of one address.
        if (error?.code === '23505' && error.constraint === 'users_email_key')
          throw conflict('An account with this email already exists');
        throw error;
      });
  }

  async update(actor: Actor, id: string, input: UpdateUserInput): Promise<UserEntity> {
    assertOperation('hrOrAdmin', actor);
    return this.dataSource.transaction(async (manager) => {
      if (input.managerId) await userQueries.lockManagementChanges(manager);
      const user = await this.lockUser(manager, id, actor);
      const changes: Partial<UserEntity> = {};
      if (input.firstName !== undefined) changes.firstName = requireName(input.firstName, 'First name');
      if (input.lastName !== undefined) changes.lastName = requireName(input.lastName, 'Last name');
      if (input.department !== undefined)
        changes.department = requiredText(input.department, 'Department is required', 'department');
      if (input.jobTitle !== undefined) {
        changes.jobTitle = requiredText(input.jobTitle, 'Job title is required', 'jobTitle');
        if (changes.jobTitle.length < 3) throw badInput('Job title must be at least 3 characters', 'jobTitle');
      }
      if (input.workHours !== undefined)
        changes.workHours = optionalText(input.workHours, 1, 'Work hours are required', 'workHours');
      if (input.workAddress !== undefined)
        changes.workAddress = optionalText(
          input.workAddress,
          10,
          'Work address must be at least 10 characters',
          'workAddress',
        );
      if (input.isManager != null && input.isManager !== user.isManager) {
        if (!input.isManager) await checkNoReports(manager, user.id);
        // The role follows the flag (a staff member flagged as a manager becomes a MANAGER and back).
        const next = resolveRoleAndFlags(user, { isManager: input.isManager });
        assertMayGrant(actor, next.role);
        changes.isManager = next.isManager;
        if (next.role !== user.role) changes.role = next.role;
      }
      if (input.managerId !== undefined) {
        if (input.managerId) await checkManager(manager, user.id, input.managerId);
        changes.managerId = input.managerId || null;
      }
      if (input.teamId !== undefined) {
        if (input.teamId) await checkTeam(manager, input.teamId);
        changes.teamId = input.teamId || null;
      }
      if (input.locationId !== undefined) {
        const locationId = input.locationId ? await checkLocation(manager, input.locationId) : null;
        if (locationId !== user.locationId) changes.locationId = locationId;
      }
      if (input.employmentStartDate !== undefined || input.employmentEndDate !== undefined)
        Object.assign(
          changes,
          checkEmploymentDates(
            input.employmentStartDate !== undefined ? input.employmentStartDate || null : user.employmentStartDate,
            input.employmentEndDate !== undefined ? input.employmentEndDate || null : user.employmentEndDate,
          ),
        );
      await manager.update(UserEntity, { id }, changes);
      // Department, role and employment dates decide allowances: the person's open balances follow at once.
      await this.balances.applyRules(manager, { ...user, ...changes } as UserEntity);
      await this.audit.record(manager, actor, {
        action: 'user.updated',
        resourceType: 'user',
        resourceId: id,
        details: { changed: Object.keys(changes) },
      });
      return { ...user, ...changes } as UserEntity;
    });
  }

  /**
   * Locks a person's row, then their balances (an edit may change their allowances), before any write.
   * With `administeredBy`, refuses (FORBIDDEN) an account that person may not administer.
   */
  private async lockUser(manager: EntityManager, id: string, administeredBy?: SignedInActor): Promise<UserEntity> {
    const user = isUuid(id)
      ? await manager.findOne(UserEntity, { where: { id }, lock: { mode: 'for_no_key_update' } })
      : null;
    if (!user) throw notFound('User not found');
    if (administeredBy && !canAdministerPerson(administeredBy.user, user))
      throw forbidden("Only an administrator can change an administrator's account");
    await lockPersonBalances(manager, user.id);
    return user;
  }

  /**
   * Deactivated people cannot sign in, and every session, API token and calendar feed URL they hold
   * stops working at once; none comes back with reactivation. The last active administrator cannot be deactivated.
   */
  async setActive(actor: Actor, id: string, active: boolean): Promise<UserEntity> {
    assertOperation('hrOrAdmin', actor);
    if (!active && actor.user.id === id) throw badInput('You cannot deactivate your own account', 'id');
    return this.dataSource.transaction(async (manager) => {
      if (!active) await lockAdministratorChanges(manager);
      const user = await this.lockUser(manager, id, actor);
      if (user.isActive === active) return user;
      // An inactive manager can decide nothing, so their reports' requests would wait for escalation.
      if (!active) await checkNoReports(manager, id);
      if (!active && user.isAdmin) await assertAnotherActiveAdministrator(manager, id);
      await manager.update(UserEntity, { id }, { isActive: active });
      const revoked = active ? null : await revokeAllCredentials(manager, id);
      await this.audit.record(manager, actor, {
        action: active ? 'user.reactivated' : 'user.deactivated',
        resourceType: 'user',
        resourceId: id,
        details: revoked
          ? {
              email: user.email,
              api_tokens_revoked: revoked.apiTokensRevoked,
              calendar_feeds_revoked: revoked.calendarFeedsRevoked,
            }
          : { email: user.email },
      });
      return (await manager.findOne(UserEntity, { where: { id } }))!;
    });
  }

  async assignManager(actor: Actor, userId: string, managerId: string | null): Promise<UserEntity> {
    assertOperation('hrOrAdmin', actor);
    return this.dataSource.transaction(async (manager) => {
      if (managerId) await userQueries.lockManagementChanges(manager);
      const user = await this.lockUser(manager, userId, actor);
      if (managerId) await checkManager(manager, userId, managerId);
      await manager.update(UserEntity, { id: userId }, { managerId: managerId ?? null });
      await this.audit.record(manager, actor, {
        action: 'user.manager_assigned',
        resourceType: 'user',
        resourceId: userId,
        details: { previous_manager_id: user.managerId, manager_id: managerId },
      });
      return { ...user, managerId: managerId ?? null } as UserEntity;
    });
  }

  /**
   * Changes a person's role and flags together (user-roles.resolveRoleAndFlags): demoting an
   * administrator removes their administrator rights in the same change; nobody removes their own, and
   * the last active administrator keeps theirs.
   */
  async updateRole(
    actor: Actor,
    userId: string,
    input: { role: RoleValue; isAdmin?: boolean | null; isManager?: boolean | null },
  ): Promise<UserEntity> {
    assertOperation('admin', actor);
    if (!ROLES.includes(input.role)) throw badInput('Unknown role', 'role');
    return this.dataSource.transaction(async (manager) => {
      await lockAdministratorChanges(manager);
      const user = await this.lockUser(manager, userId);
      const next = resolveRoleAndFlags(user, input);
      if (user.isAdmin && !next.isAdmin) {
        if (user.id === actor.user.id) throw badInput('You cannot remove your own administrator rights', 'isAdmin');
        if (user.isActive) await assertAnotherActiveAdministrator(manager, user.id);
      }
      if (user.isManager && !next.isManager) await checkNoReports(manager, user.id);
      await manager.update(UserEntity, { id: userId }, next);
      await this.audit.record(manager, actor, {
        action: 'role.updated',
        resourceType: 'role',
        resourceId: userId,
        details: {
          new_role: next.role,
          previous_role: user.role,
          is_admin: next.isAdmin,
          is_manager: next.isManager,
          previous_is_admin: user.isAdmin,
        },
      });
      const updated = { ...user, ...next } as UserEntity;
      await this.balances.applyRules(manager, updated); // role overrides decide allowances
      return updated;
    });
  }

  async roleStats(actor: Actor): Promise<{ role: RoleValue; count: number; activeCount: number }[]> {
    assertOperation('admin', actor);
    const rows = await userQueries.roleCounts(this.dataSource.manager);
    return ROLES.map((role) => {
      const row = rows.find((r) => r.role === role);
      return { role, count: row?.count ?? 0, activeCount: row?.active_count ?? 0 };
    });
  }
}
