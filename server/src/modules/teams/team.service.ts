import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { badInput, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { UserEntity } from '../users';
import { TeamEntity } from './team.entity';
import { teamQueries } from './team.queries';

export interface TeamInput {
  name?: string | null;
  description?: string | null;
  managerId?: string | null;
  memberIds?: string[] | null;
}

/** The unique index on lower(name) is the backstop for two simultaneous saves of one name. */
function duplicateNameAsConflict(error: {
  code?: string;
  constraint?: string;
  driverError?: { constraint?: string };
}): never {
  if (error?.code === '23505' && (error.constraint ?? error.driverError?.constraint) === 'teams_name_key')
    throw conflict('A team with this name already exists');
  throw error;
}

export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Actor): Promise<TeamEntity[]> {
    assertOperation('signedIn', actor);
    return this.dataSource.manager.find(TeamEntity, { order: { name: 'ASC' } });
  }

  async get(actor: Actor, id: string): Promise<TeamEntity | null> {
    assertOperation('signedIn', actor);
    return isUuid(id) ? this.dataSource.manager.findOne(TeamEntity, { where: { id } }) : null;
  }

  private async validate(
    manager: EntityManager,
    input: TeamInput,
    creating: boolean,
    teamId?: string,
  ): Promise<Partial<TeamEntity>> {
    const fields: Partial<TeamEntity> = {};
    if (creating || input.name !== undefined) {
      const name = (input.name ?? '').trim();
      if (!name) throw badInput('Team name is required', 'name');
      if (name.length > 100) throw badInput('Team name must be at most 100 characters', 'name');
      if (await teamQueries.nameTaken(manager, name, teamId ?? null))
        throw conflict(`A team named "${name}" already exists`);
      fields.name = name;
    }
    if (creating || input.description !== undefined) {
      const description = (input.description ?? '').trim();
      if (!description) throw badInput('Team description is required', 'description');
      if (description.length > 500) throw badInput('Team description must be at most 500 characters', 'description');
      fields.description = description;
    }
    if (input.managerId !== undefined) {
      if (input.managerId) {
        const candidate = isUuid(input.managerId)
          ? await manager.findOne(UserEntity, { where: { id: input.managerId } })
          : null;
        if (!candidate || !candidate.isActive) throw notFound('Manager not found');
        if (!candidate.isManager) throw badInput('Only users flagged as managers can be team managers', 'managerId');
      }
      fields.managerId = input.managerId || null;
    }
    if (input.memberIds) {
      if (!input.memberIds.every(isUuid)) throw notFound('Member not found');
      const found = await manager.count(UserEntity, { where: { id: In([...new Set(input.memberIds)]) } });
      if (found !== new Set(input.memberIds).size) throw notFound('Member not found');
    }
    return fields;
  }

  async create(actor: Actor, input: TeamInput): Promise<TeamEntity> {
    assertOperation('hrOrAdmin', actor);
    return this.dataSource
      .transaction(async (manager) => {
        const fields = await this.validate(manager, input, true);
        const team = await manager.save(TeamEntity, manager.create(TeamEntity, fields));
        if (input.memberIds) await teamQueries.setMembers(manager, team.id, input.memberIds);
        await this.audit.record(manager, actor, {
          action: 'team.created',
          resourceType: 'team',
          resourceId: team.id,
          details: { name: team.name, manager_id: team.managerId },
        });
        return team;
      })
      .catch(duplicateNameAsConflict);
  }

  async update(actor: Actor, id: string, input: TeamInput): Promise<TeamEntity> {
    assertOperation('hrOrAdmin', actor);
    if (!isUuid(id)) throw notFound('Team not found');
    return this.dataSource
      .transaction(async (manager) => {
        const team = await manager.findOne(TeamEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!team) throw notFound('Team not found');
        const fields = await this.validate(manager, input, false, id);
        Object.assign(team, fields);
        const saved = await manager.save(TeamEntity, team);
        if (input.memberIds) await teamQueries.setMembers(manager, id, input.memberIds);
        await this.audit.record(manager, actor, {
          action: 'team.updated',
          resourceType: 'team',
          resourceId: id,
          details: { changed: [...Object.keys(fields), ...(input.memberIds ? ['members'] : [])] },
        });
        return saved;
      })
      .catch(duplicateNameAsConflict);
  }

  async delete(actor: Actor, id: string): Promise<boolean> {
    assertOperation('hrOrAdmin', actor);
    if (!isUuid(id)) throw notFound('Team not found');
    return this.dataSource.transaction(async (manager) => {
      const team = await manager.findOne(TeamEntity, { where: { id } });
      if (!team) throw notFound('Team not found');
      await manager.delete(TeamEntity, { id });
      await this.audit.record(manager, actor, {
        action: 'team.deleted',
        resourceType: 'team',
        resourceId: id,
        details: { name: team.name },
      });
      return true;
    });
  }
}
