import type { DataSource, EntityManager } from 'typeorm';
import { revokeAllCredentials } from '../../auth/credentials';
import type { Actor } from '../../auth/policy';
import type { SsoSettings } from '../../auth/sso';
import { isUuid } from '../../lib/ids';
import type { DomainEvents } from '../../realtime/domain-events';
import type { AuditService } from '../audit';
import { lockPersonBalances, type BalanceService } from '../balances';
import type { LeaveRequestService } from '../leave-requests';
import { applyGroupMapping } from '../sso';
import { UserEntity } from '../users';
import { ScimError, scimBadRequest } from './scim-errors';
import type { ScimResource } from './scim-user.shape';
import { ScimUserEntity } from './scim.entity';
import { scimQueries } from './scim.queries';

/**
 * What Users and Groups share: one transaction per change (its events published after it commits),
 * deactivation and reactivation, the manager rule, group memberships and the roles they give.
 */
export class ScimDirectory {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
    private readonly leaveRequests: LeaveRequestService,
    private readonly events: Pick<DomainEvents, 'published'>,
    private readonly sso: Pick<SsoSettings, 'adminGroups' | 'hrGroups'> | null,
  ) {}

  private pendingEvents = new WeakMap<EntityManager, string[]>();

  /** Runs a change in one transaction, serialised with other directory changes, and publishes its events. */
  async write<T>(change: (manager: EntityManager) => Promise<T>): Promise<T> {
    const eventIds: string[] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      await scimQueries.lockManagerAssignment(manager);
      this.pendingEvents.set(manager, eventIds);
      return change(manager);
    });
    if (eventIds.length) await this.events.published(eventIds);
    return result;
  }

  /** 412 when `If-Match` names a version other than the resource's current one. */
  assertVersion(resource: ScimResource, ifMatch: string | undefined): void {
    if (!ifMatch || ifMatch.trim() === '*') return;
    const versions = ifMatch.split(',').map((tag) => tag.trim());
    if (!versions.includes(String(resource.meta?.version)))
      throw new ScimError(412, 'The resource changed since that version (If-Match)');
  }

  /**
   * The person leaves: deactivated at once with every sign-in ended (sessions, API tokens, calendar
   * feed URLs; open sockets close at their next check), their pending requests handed to HR, the
   * approvals waiting for them sent up the chain, and the people reporting to them moved to their own
   * manager. The last active administrator is not deactivated.
   */
  async deactivate(
    manager: EntityManager,
    actor: Actor,
    user: Pick<UserEntity, 'id' | 'email' | 'isAdmin' | 'managerId'>,
  ) {
    if (user.isAdmin) {
      const others = await scimQueries.otherActiveAdmins(manager, user.id);
      if (!others) throw new ScimError(409, 'The last active administrator cannot be deactivated', 'mutability');
    }
    await manager.update(UserEntity, { id: user.id }, { isActive: false });
    const revoked = await revokeAllCredentials(manager, user.id);
    const eventIds = await this.leaveRequests.rerouteForLeaver(manager, user.id, actor);
    this.pendingEvents.get(manager)?.push(...eventIds);
    const reports = await scimQueries.moveReports(manager, user.id, user.managerId);
    await this.audit.record(manager, actor, {
      action: 'user.deactivated',
      resourceType: 'user',
      resourceId: user.id,
      details: {
        email: user.email,
        via: 'scim',
        api_tokens_revoked: revoked.apiTokensRevoked,
        calendar_feeds_revoked: revoked.calendarFeedsRevoked,
        requests_rerouted: eventIds.length,
        reports_moved_to: reports.length ? user.managerId : undefined,
        reports_moved: reports,
      },
    });
  }

  async reactivate(manager: EntityManager, actor: Actor, user: Pick<UserEntity, 'id' | 'email'>) {
    await manager.update(UserEntity, { id: user.id }, { isActive: true });
    await this.audit.record(manager, actor, {
      action: 'user.reactivated',
      resourceType: 'user',
      resourceId: user.id,
      details: { email: user.email, via: 'scim' },
    });
  }

  /**
   * The directory's manager for a person: an active person, not in a cycle. The directory says who
   * manages whom, so they become flagged as a manager when they were not.
   */
  async checkManager(manager: EntityManager, actor: Actor, userId: string, managerId: string): Promise<string> {
    if (!isUuid(managerId)) throw scimBadRequest(`manager ${managerId} is not a user of this service`);
    if (managerId === userId) throw scimBadRequest('A person cannot be their own manager');
    const candidate = await manager.findOne(UserEntity, { where: { id: managerId } });
    if (!candidate || !candidate.isActive) throw scimBadRequest(`manager ${managerId} is not an active user`);
    const cycle = await scimQueries.wouldCycle(manager, managerId, userId);
    if (cycle) throw scimBadRequest('This manager would create a management cycle');
    if (!candidate.isManager) {
      const role = candidate.role === 'staff' ? 'manager' : candidate.role;
      await this.updatePerson(manager, candidate, { isManager: true, role });
      await this.audit.record(manager, actor, {
        action: 'role.updated',
        resourceType: 'role',
        resourceId: managerId,
        details: { via: 'scim', is_manager: true, new_role: role, previous_role: candidate.role },
      });
    }
    return managerId;
  }

  /** Changes a person's row; their role decides allowances, so their open balances follow at once. */
  private async updatePerson(manager: EntityManager, user: UserEntity, changes: Partial<UserEntity>): Promise<void> {
    if (changes.role !== undefined) await lockPersonBalances(manager, user.id);
    await manager.update(UserEntity, { id: user.id }, changes);
    if (changes.role !== undefined) await this.balances.applyRules(manager, { ...user, ...changes } as UserEntity);
  }

  /** The groups of each person, by id. */
  async groupsOf(
    manager: EntityManager,
    userIds: string[],
  ): Promise<Map<string, { id: string; displayName: string }[]>> {
    const rows = await scimQueries.groupsOf(manager, userIds);
    const groups = new Map<string, { id: string; displayName: string }[]>();
    for (const row of rows) {
      const list = groups.get(row.user_id) ?? [];
      list.push({ id: row.id, displayName: row.display_name });
      groups.set(row.user_id, list);
    }
    return groups;
  }

  /** Takes a deleted person out of every group. */
  async leaveGroups(manager: EntityManager, actor: Actor, userId: string): Promise<void> {
    await scimQueries.leaveAllGroups(manager, userId);
    await this.syncMemberships(manager, actor, [userId]);
  }

  /**
   * After group memberships changed: each person's team is the team of a group they are in (kept
   * when it still is one of them, cleared when they left the group that gave it), and their roles
   * follow SSO_ADMIN_GROUPS / SSO_HR_GROUPS by the groups' names and external ids, as at an SSO sign-in.
   */
  async syncMemberships(manager: EntityManager, actor: Actor, userIds: string[]): Promise<void> {
    for (const userId of new Set(userIds)) {
      const user = await manager.findOne(UserEntity, { where: { id: userId } });
      if (!user) continue;
      const groups = await scimQueries.memberships(manager, userId);
      const changes: Partial<UserEntity> = {};
      const teams = groups.flatMap((group) => (group.team_id ? [group.team_id] : []));
      const mapped = await scimQueries.teamIsMapped(manager, user.teamId);
      if (user.teamId ? !teams.includes(user.teamId) && (mapped || teams.length) : teams.length)
        changes.teamId = teams[0] ?? null;
      const scimUser = await manager.findOne(ScimUserEntity, { where: { userId } });
      if (this.sso && scimUser) {
        const names = groups.flatMap((group) => [
          group.display_name,
          ...(group.external_id ? [group.external_id] : []),
        ]);
        const reports = await scimQueries.reportCount(manager, userId);
        const mapping = applyGroupMapping(user, scimUser.groupGrants ?? {}, names, this.sso, reports > 0);
        Object.assign(changes, mapping.changes);
        await manager.update(ScimUserEntity, { userId }, { groupGrants: mapping.grants });
        for (const event of mapping.events)
          await this.audit.record(manager, actor, {
            action: 'role.updated',
            resourceType: 'role',
            resourceId: userId,
            details: {
              via: 'scim_groups',
              event,
              new_role: mapping.changes.role ?? user.role,
              previous_role: user.role,
            },
          });
      }
      if (Object.keys(changes).length) {
        await this.updatePerson(manager, user, changes);
        if (changes.teamId !== undefined)
          await this.audit.record(manager, actor, {
            action: 'user.updated',
            resourceType: 'user',
            resourceId: userId,
            details: { via: 'scim_groups', changed: { teamId: changes.teamId } },
          });
      }
    }
  }
}
