import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { UserEntity } from '../users';
import { GROUP_SCHEMA, listResponse } from './scim-discovery';
import type { ScimDirectory } from './scim-directory';
import { scimBadRequest, scimConflict, scimNotFound } from './scim-errors';
import { matcher, pageOf, parseFilter, requiredEqualities } from './scim-filter';
import { applyPatchOperations } from './scim-patch';
import { versionOf, type ScimResource } from './scim-user.shape';
import { ScimGroupEntity, ScimGroupMemberEntity } from './scim.entity';
import { scimQueries } from './scim.queries';

const GROUP_NOT_FOUND = 'Group not found';
const MAX_MEMBERS = 10_000;

interface GroupInput {
  displayName: string;
  externalId: string | null;
  memberIds: string[];
}

function readGroup(resource: ScimResource): GroupInput {
  const displayName = typeof resource.displayName === 'string' ? resource.displayName.trim() : '';
  if (!displayName || displayName.length > 256)
    throw scimBadRequest('displayName is required (at most 256 characters)');
  const externalId = typeof resource.externalId === 'string' && resource.externalId ? resource.externalId : null;
  const members = resource.members ?? [];
  if (!Array.isArray(members) || members.length > MAX_MEMBERS)
    throw scimBadRequest(`members must be a list of at most ${MAX_MEMBERS}`);
  const memberIds = members.map((member) => {
    const value = (member as { value?: unknown })?.value;
    if (!isUuid(value)) throw scimBadRequest(`members.value ${String(value)} is not a user of this service`);
    return value;
  });
  return { displayName, externalId, memberIds: [...new Set(memberIds)] };
}

/** The SCIM Groups resource: directory groups, each the team of the same name when there is one. */
export class ScimGroups {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly directory: ScimDirectory,
  ) {}

  async list(query: Record<string, unknown>, base: string) {
    const filter = parseFilter(query.filter);
    const { startIndex, count } = pageOf(query);
    // Entra ID and Okta leave members out of their searches; a large group's members are then not read.
    const withMembers = !String(query.excludedAttributes ?? '')
      .toLowerCase()
      .split(',')
      .includes('members');
    const equal = requiredEqualities(filter);
    const candidates = await scimQueries.groupCandidates(this.dataSource.manager, equal);
    const resources = (await this.resourcesOf(this.dataSource.manager, candidates, base))
      .filter(matcher(filter))
      .map((resource) => (withMembers ? resource : { ...resource, members: undefined }));
    return listResponse(resources.slice(startIndex - 1, startIndex - 1 + count), resources.length, startIndex);
  }

  async get(id: string, base: string, manager: EntityManager = this.dataSource.manager): Promise<ScimResource> {
    const [resource] = await this.resourcesOf(manager, [await this.find(manager, id)], base);
    return resource;
  }

  async create(actor: Actor, resource: ScimResource, base: string): Promise<ScimResource> {
    const input = readGroup(resource);
    const id = await this.directory.write(async (manager) => {
      await this.assertUnique(manager, input.displayName, null);
      const team = await scimQueries.teamNamed(manager, input.displayName);
      const group = await manager.save(
        ScimGroupEntity,
        manager.create(ScimGroupEntity, {
          displayName: input.displayName,
          externalId: input.externalId,
          teamId: team?.id ?? null,
        }),
      );
      await this.audit.record(manager, actor, {
        action: 'scim_group.created',
        resourceType: 'team',
        resourceId: group.id,
        details: { display_name: group.displayName, team_id: group.teamId },
      });
      await this.setMembers(manager, actor, group, input.memberIds);
      return group.id;
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
      const { group } = await this.locked(manager, id, base, ifMatch);
      await this.update(manager, actor, group, readGroup(resource));
    });
    return this.get(id, base);
  }

  async patch(actor: Actor, id: string, body: unknown, base: string, ifMatch?: string): Promise<ScimResource> {
    await this.directory.write(async (manager) => {
      const { group, resource } = await this.locked(manager, id, base, ifMatch);
      await this.update(manager, actor, group, readGroup(applyPatchOperations(resource, body)));
    });
    return this.get(id, base);
  }

  async remove(actor: Actor, id: string, base: string, ifMatch?: string): Promise<void> {
    await this.directory.write(async (manager) => {
      const { group } = await this.locked(manager, id, base, ifMatch);
      await this.setMembers(manager, actor, group, []);
      await manager.delete(ScimGroupEntity, { id });
      await this.audit.record(manager, actor, {
        action: 'scim_group.deleted',
        resourceType: 'team',
        resourceId: id,
        details: { display_name: group.displayName },
      });
    });
  }

  private async update(manager: EntityManager, actor: Actor, group: ScimGroupEntity, input: GroupInput): Promise<void> {
    if (input.displayName !== group.displayName || input.externalId !== group.externalId) {
      await this.assertUnique(manager, input.displayName, group.id);
      await manager.update(
        ScimGroupEntity,
        { id: group.id },
        { displayName: input.displayName, externalId: input.externalId },
      );
      await this.audit.record(manager, actor, {
        action: 'scim_group.updated',
        resourceType: 'team',
        resourceId: group.id,
        details: { display_name: input.displayName, previous_display_name: group.displayName },
      });
    }
    await this.setMembers(manager, actor, { ...group, ...input }, input.memberIds);
  }

  /** Makes the group's members exactly `memberIds`, then their teams and roles follow. */
  private async setMembers(manager: EntityManager, actor: Actor, group: ScimGroupEntity, memberIds: string[]) {
    const before = (await manager.find(ScimGroupMemberEntity, { where: { groupId: group.id } })).map((m) => m.userId);
    const added = memberIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !memberIds.includes(id));
    if (added.length) {
      const known = await manager.count(UserEntity, { where: { id: In(added) } });
      if (known !== added.length) throw scimBadRequest('members name a user this service does not have');
      await manager.insert(
        ScimGroupMemberEntity,
        added.map((userId) => ({ groupId: group.id, userId })),
      );
    }
    if (removed.length) await manager.delete(ScimGroupMemberEntity, { groupId: group.id, userId: In(removed) });
    if (!added.length && !removed.length) return;
    await this.audit.record(manager, actor, {
      action: 'scim_group.members_changed',
      resourceType: 'team',
      resourceId: group.id,
      details: { display_name: group.displayName, added, removed },
    });
    await this.directory.syncMemberships(manager, actor, [...added, ...removed]);
  }

  private async assertUnique(manager: EntityManager, displayName: string, id: string | null): Promise<void> {
    const taken = await scimQueries.groupNameTaken(manager, displayName, id);
    if (taken) throw scimConflict(`A group named ${displayName} already exists`);
  }

  private async locked(manager: EntityManager, id: string, base: string, ifMatch?: string) {
    const group = await this.find(manager, id, true);
    const [resource] = await this.resourcesOf(manager, [group], base);
    this.directory.assertVersion(resource, ifMatch);
    return { group, resource };
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<ScimGroupEntity> {
    const group = isUuid(id)
      ? await manager.findOne(ScimGroupEntity, {
          where: { id },
          ...(lock ? { lock: { mode: 'for_no_key_update' as const } } : {}),
        })
      : null;
    if (!group) throw scimNotFound(GROUP_NOT_FOUND);
    return group;
  }

  private async resourcesOf(manager: EntityManager, groups: ScimGroupEntity[], base: string) {
    const ids = groups.map((group) => group.id);
    const members = await scimQueries.groupMembers(manager, ids);
    return groups.map((group) => {
      // Each member by id and reference (RFC 7643 §8.7.1); a group without members has no `members` (§2.5).
      const own = members
        .filter((member) => member.group_id === group.id)
        .map((member) => ({ value: member.id, $ref: `${base}/Users/${member.id}` }));
      const resource: ScimResource = {
        schemas: [GROUP_SCHEMA],
        id: group.id,
        ...(group.externalId ? { externalId: group.externalId } : {}),
        displayName: group.displayName,
        ...(own.length ? { members: own } : {}),
      };
      resource.meta = {
        resourceType: 'Group',
        created: group.createdAt.toISOString(),
        lastModified: group.updatedAt.toISOString(),
        location: `${base}/Groups/${group.id}`,
        version: versionOf(resource),
      };
      return resource;
    });
  }
}
