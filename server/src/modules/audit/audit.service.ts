import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { pageWindow, toConnection, type Connection, type ConnectionArgs } from '../../lib/connection';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { AuditLogEntity } from './audit-log.entity';

export interface AuditFilter {
  actorId?: string | null;
  action?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
}

export interface AuditEntry {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes audit rows. Mutations pass their transaction's manager so the row commits with the change. */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, actor: Actor, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO audit_logs (actor_id, action, resource_type, resource_id, details, ip_address) VALUES ($1, $2, $3, $4, $5, $6)`,
      [actor.user?.id ?? null, entry.action, entry.resourceType, entry.resourceId ?? null, JSON.stringify(entry.details ?? {}), actor.ip],
    );
  }

  /** For events outside a mutation's transaction (refused access, failed sign-in). */
  recordStandalone(actor: Actor, entry: AuditEntry): Promise<void> {
    return this.record(this.dataSource.manager, actor, entry);
  }

  /** The audit trail, newest first (HR and administrators). */
  async connection(actor: Actor, filter: AuditFilter, args: ConnectionArgs): Promise<Connection<AuditLogEntity>> {
    assertOperation('hrOrAdmin', actor);
    const query = this.dataSource.manager.createQueryBuilder(AuditLogEntity, 'a');
    if (filter.actorId) {
      if (!isUuid(filter.actorId)) throw badInput('actorId is not a valid id', 'actorId');
      query.andWhere('a.actor_id = :actorId', { actorId: filter.actorId });
    }
    if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
    if (filter.resourceType) query.andWhere('a.resource_type = :resourceType', { resourceType: filter.resourceType });
    if (filter.resourceId) query.andWhere('a.resource_id = :resourceId', { resourceId: filter.resourceId });
    if (filter.from) query.andWhere('a.created_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.created_at <= :to', { to: filter.to });
    const total = await query.getCount();
    const window = pageWindow(args, total);
    const rows = await query.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').offset(window.offset).limit(window.limit).getMany();
    return toConnection(rows, window, total);
  }

  /** One audit entry (HR and administrators). */
  async get(actor: Actor, id: string): Promise<AuditLogEntity> {
    assertOperation('hrOrAdmin', actor);
    const entry = isUuid(id) ? await this.dataSource.manager.findOne(AuditLogEntity, { where: { id } }) : null;
    if (!entry) throw notFound('Audit entry not found');
    return entry;
  }

  /** The actions that occur in the trail, for the audit filter (HR and administrators). */
  async actions(actor: Actor): Promise<string[]> {
    assertOperation('hrOrAdmin', actor);
    const rows: { action: string }[] = await this.dataSource.query(`SELECT DISTINCT action FROM audit_logs ORDER BY action`);
    return rows.map((row) => row.action);
  }
}
