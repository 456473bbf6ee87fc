import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { lockPersonBalances, type BalanceService } from '../balances';
import { currentYearOf } from '../../lib/dates';
import { UserEntity } from '../users';
import type { ScimDirectory } from './scim-directory';
import { scimConflict, scimNotFound } from './scim-errors';
import { matcher, pageOf, parseFilter, requiredEqualities } from './scim-filter';
import { applyPatchOperations } from './scim-patch';
import { ScimUserEntity } from './scim.entity';
import { scimQueries } from './scim.queries';
import { readScimUser, toScimUser, type ScimResource, type ScimUserInput, type ScimUserRow } from './scim-user.shape';
import { listResponse } from './scim-discovery';

const USER_NOT_FOUND = 'User not found';

/** The SCIM Users resource: every person of the organisation, but those the directory deleted. */
export class ScimUsers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
    private readonly directory: ScimDirectory,
  ) {}

  async list(query: Record<string, unknown>, base: string) {
    const filter = parseFilter(query.filter);
    const { startIndex, count } = pageOf(query);
    const { manager } = this.dataSource;
    if (!filter) {
      // A full sync pages through everyone: the database pages, so a page costs the same at any depth.
      const everyone = scimQueries.userCandidates(manager, new Map());
      const [page, total] = await everyone
        .skip(startIndex - 1)
        .take(count)
        .getManyAndCount();
      const resources = (await this.rowsOf(manager, page)).map((row) => toScimUser(row, base));
      return listResponse(resources, total, startIndex);
    }
    const users = await scimQueries.userCandidates(manager, requiredEqualities(filter)).getMany();
    const matches = matcher(filter);
    const resources = (await this.rowsOf(manager, users)).map((row) => toScimUser(row, base)).filter(matches);
    return listResponse(resources.slice(startIndex - 1, startIndex - 1 + count), resources.length, startIndex);
  }

  async get(id: string, base: string, manager: EntityManager = this.dataSource.manager): Promise<ScimResource> {
    const user = await this.find(manager, id);
    const [row] = await this.rowsOf(manager, [user]);
    return toScimUser(row, base);
  }

  async create(actor: Actor, resource: ScimResource, base: string): Promise<ScimResource> {
    const input = readScimUser(resource);
    const id = await this.directory.write(async (manager) => {
      await this.assertUnique(manager, input, null);
      const existing = await scimQueries.personByEmail(manager, input.email);
      const deleted = existing ? await manager.findOne(ScimUserEntity, { where: { userId: existing.id } }) : null;
      // The directory created again someone it had deleted: the same account comes back.
      if (existing && deleted?.deletedAt) {
        await manager.update(ScimUserEntity, { userId: existing.id }, { deletedAt: null });
        await this.apply(manager, actor, existing, deleted, { ...input, active: input.active ?? true });
        return existing.id;
      }
      if (existing) throw scimConflict(`A user with the email ${input.email} already exists`);
      const user = await manager.save(
        UserEntity,
        manager.create(UserEntity, {
          email: input.email,
          passwordHash: null,
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          department: input.department,
          directoryId: input.externalId,
          employeeNumber: input.employeeNumber,
          directoryLanguage: input.directoryLanguage,
          role: 'staff',
        }),
      );
      await this.balances.ensureBalances(manager, user, currentYearOf());
      const scimUser = await manager.save(
        ScimUserEntity,
        manager.create(ScimUserEntity, { userId: user.id, userName: input.userName }),
      );
      await this.audit.record(manager, actor, {
        action: 'user.created',
        resourceType: 'user',
        resourceId: user.id,
        details: { email: user.email, via: 'scim', external_id: input.externalId },
      });
      // `active` not sent is its default, true (RFC 7644 §3.3): the resource says so, as the person is.
      await this.apply(manager, actor, user, scimUser, {
        ...input,
        department: user.department,
        active: input.active ?? true,
      });
      return user.id;
    });
    return this.get(id, base);
  }

  async replace(
    actor: Actor,
    id: string,
    resource: ScimResource,
    base: string,
    ifMatch?: string,
  ): Promise<ScimResource> {
    await this.directory.write(async (manager) => {
      const current = await this.locked(manager, id, base, ifMatch);
      const input = readScimUser(resource);
      await this.apply(manager, actor, current.user, current.scimUser, input);
    });
    return this.get(id, base);
  }

  async patch(actor: Actor, id: string, body: unknown, base: string, ifMatch?: string): Promise<ScimResource> {
    await this.directory.write(async (manager) => {
      const current = await this.locked(manager, id, base, ifMatch);
      const patched = applyPatchOperations(withoutDerivedNames(current.resource, current.scimUser), body);
      await this.apply(manager, actor, current.user, current.scimUser, readScimUser(patched));
    });
    return this.get(id, base);
  }

  /** DELETE: the person is deactivated at once and is no longer a SCIM resource; their records stay. */
  async remove(actor: Actor, id: string, base: string, ifMatch?: string): Promise<void> {
    await this.directory.write(async (manager) => {
      const current = await this.locked(manager, id, base, ifMatch);
      if (current.user.isActive) await this.directory.deactivate(manager, actor, current.user);
      await manager.upsert(
        ScimUserEntity,
        { userId: id, userName: current.scimUser?.userName ?? current.user.email, deletedAt: new Date() },
        ['userId'],
      );
      await manager.update(UserEntity, { id }, { directoryId: null });
      await this.directory.leaveGroups(manager, actor, id);
      await this.audit.record(manager, actor, {
        action: 'user.deprovisioned',
        resourceType: 'user',
        resourceId: id,
        details: { email: current.user.email, via: 'scim' },
      });
    });
  }

  /** Applies what a User resource says to the person: profile, directory id, manager, active. */
  private async apply(
    manager: EntityManager,
    actor: Actor,
    user: UserEntity,
    scimUser: ScimUserEntity | null,
    input: ScimUserInput,
  ): Promise<void> {
    await this.assertUnique(manager, input, user.id);
    if (input.email.toLowerCase() !== user.email.toLowerCase()) {
      const taken = await scimQueries.emailTaken(manager, input.email, user.id);
      if (taken) throw scimConflict(`A user with the email ${input.email} already exists`);
    }
    const managerId = input.managerId
      ? await this.directory.checkManager(manager, actor, user.id, input.managerId)
      : null;
    const next: Partial<UserEntity> = {
      email: input.email,
      // A resource without a name leaves the person's as they are (a new person's come from displayName or email).
      firstName: input.nameAssigned ? input.firstName : user.firstName,
      lastName: input.nameAssigned ? input.lastName : user.lastName,
      jobTitle: input.jobTitle,
      department: input.department,
      directoryId: input.externalId,
      employeeNumber: input.employeeNumber,
      directoryLanguage: input.directoryLanguage,
      managerId,
      // A directory that sends a work address keeps the person's; one that sends none leaves it as it is.
      ...(input.workAddress ? { workAddress: input.workAddress } : {}),
    };
    const changed = (Object.keys(next) as (keyof UserEntity)[]).filter((key) => next[key] !== user[key]);
    if (changed.length) {
      await manager.update(UserEntity, { id: user.id }, next);
      // The department decides allowances: the person's open balances follow at once.
      if (changed.includes('department')) await this.balances.applyRules(manager, { ...user, ...next } as UserEntity);
      await this.audit.record(manager, actor, {
        action: 'user.updated',
        resourceType: 'user',
        resourceId: user.id,
        details: { via: 'scim', changed: Object.fromEntries(changed.map((key) => [key, next[key] ?? null])) },
      });
    }
    const directoryData = {
      userName: input.userName,
      displayName: input.displayName,
      formattedName: input.formattedName,
      preferredLanguage: input.preferredLanguage,
      addresses: input.addresses,
      emails: input.emails,
      nameAssigned: input.nameAssigned,
      activeAssigned: input.active !== null,
    };
    const unchanged =
      scimUser &&
      (Object.keys(directoryData) as (keyof typeof directoryData)[]).every(
        (key) => JSON.stringify(scimUser[key]) === JSON.stringify(directoryData[key]),
      );
    if (!unchanged) await manager.upsert(ScimUserEntity, { userId: user.id, ...directoryData }, ['userId']);
    if (user.isActive && input.active === false) await this.directory.deactivate(manager, actor, { ...user, ...next });
    if (!user.isActive && input.active === true) await this.directory.reactivate(manager, actor, user);
  }

  private async assertUnique(manager: EntityManager, input: ScimUserInput, userId: string | null): Promise<void> {
    if (input.externalId && (await scimQueries.externalIdTaken(manager, input.externalId, userId)))
      throw scimConflict(`Another user has the externalId ${input.externalId}`);
    if (input.employeeNumber && (await scimQueries.employeeNumberTaken(manager, input.employeeNumber, userId)))
      throw scimConflict(`Another user has the employeeNumber ${input.employeeNumber}`);
    const nameTaken = await scimQueries.userNameTaken(manager, input.userName, userId);
    if (nameTaken) throw scimConflict(`Another user has the userName ${input.userName}`);
  }

  /** The person under a row lock, their SCIM state and representation; 412 when If-Match names another version. */
  private async locked(manager: EntityManager, id: string, base: string, ifMatch?: string) {
    const user = await this.find(manager, id, true);
    const [row] = await this.rowsOf(manager, [user]);
    const resource = toScimUser(row, base);
    this.directory.assertVersion(resource, ifMatch);
    const scimUser = await manager.findOne(ScimUserEntity, { where: { userId: id } });
    return { user, scimUser, resource };
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<UserEntity> {
    if (!isUuid(id)) throw scimNotFound(USER_NOT_FOUND);
    const user = await manager.findOne(UserEntity, {
      where: { id },
      // Not FOR UPDATE: ledger writes hold key-share locks on the person's row (see test/lock-order).
      ...(lock ? { lock: { mode: 'for_no_key_update' as const } } : {}),
    });
    const deleted = user && (await manager.findOne(ScimUserEntity, { where: { userId: id } }))?.deletedAt;
    if (!user || deleted) throw scimNotFound(USER_NOT_FOUND);
    if (lock) await lockPersonBalances(manager, id);
    return user;
  }

  private async rowsOf(manager: EntityManager, users: UserEntity[]): Promise<ScimUserRow[]> {
    if (!users.length) return [];
    const ids = users.map((user) => user.id);
    const scimUsers = new Map(
      (await manager.find(ScimUserEntity, { where: { userId: In(ids) } })).map((row) => [row.userId, row]),
    );
    const groups = await this.directory.groupsOf(manager, ids);
    return users.map((user) => {
      const scimUser = scimUsers.get(user.id);
      return {
        user,
        userName: scimUser?.userName ?? null,
        directory: scimUser ?? null,
        groups: groups.get(user.id) ?? [],
      };
    });
  }
}

/**
 * The resource as the directory set it, for a PATCH to apply to: the displayName and name.formatted that
 * Leavewise derives from the given and family name when the directory sent none are left out, so a patch
 * of the name alone does not keep the old derived text as if the directory had sent it.
 */
function withoutDerivedNames(resource: ScimResource, scimUser: ScimUserEntity | null): ScimResource {
  const copy: ScimResource = { ...resource };
  if (!scimUser?.displayName) delete copy.displayName;
  if (!scimUser?.formattedName && copy.name && typeof copy.name === 'object') {
    const { formatted: _formatted, ...name } = copy.name as Record<string, unknown>;
    copy.name = name;
  }
  return copy;
}
