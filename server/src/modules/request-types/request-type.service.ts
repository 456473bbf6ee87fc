import type { DataSource } from 'typeorm';
import { allowsOperation, assertOperation, type Actor } from '../../auth/policy';
import { badInput, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import {
  ACCRUAL_TYPES,
  BUILT_IN_TYPES,
  LEAVE_UNITS,
  RequestTypeEntity,
  type AccrualTypeValue,
  type LeaveUnitValue,
} from './request-type.entity';
import { requestTypeQueries } from './request-type.queries';

export const REQUEST_TYPE_ICONS = ['calendar', 'heart', 'more', 'palette', 'settings'];

export interface RequestTypeInput {
  name?: string | null;
  displayName?: string | null;
  description?: string | null;
  color?: string | null;
  icon?: string | null;
  requiresApproval?: boolean | null;
  requiresHrApproval?: boolean | null;
  maxDaysPerYear?: number | null;
  accrualType?: AccrualTypeValue | null;
  accrualRate?: number | null;
  isActive?: boolean | null;
  /** Only when the type is made: its balances and requests keep the unit they were counted in. */
  unit?: LeaveUnitValue | null;
}

function checkHalfSteps(value: number, label: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 365 || Math.round(value * 2) !== value * 2) {
    throw badInput(`${label} must be between 0 and 365 in steps of 0.5`, label);
  }
  return value;
}

/** Validates the mutable fields of a request type (spec §5), returning only those given. */
function validateFields(input: RequestTypeInput): Partial<RequestTypeEntity> {
  const fields: Partial<RequestTypeEntity> = {};
  if (input.displayName !== undefined) {
    const displayName = (input.displayName ?? '').trim();
    if (!displayName) throw badInput('Display name is required', 'displayName');
    if (displayName.length > 100) throw badInput('Display name must be at most 100 characters', 'displayName');
    fields.displayName = displayName;
  }
  if (input.description !== undefined) {
    fields.description = input.description?.trim() || null;
    if (fields.description && fields.description.length > 500)
      throw badInput('Description must be at most 500 characters', 'description');
  }
  if (input.color != null) {
    if (!/^#[0-9A-Fa-f]{6}$/.test(input.color)) throw badInput('Colour must be a hex colour such as #3B82F6', 'color');
    fields.color = input.color.toUpperCase();
  }
  if (input.icon != null) {
    if (!REQUEST_TYPE_ICONS.includes(input.icon))
      throw badInput(`Icon must be one of ${REQUEST_TYPE_ICONS.join(', ')}`, 'icon');
    fields.icon = input.icon;
  }
  if (input.requiresApproval != null) fields.requiresApproval = input.requiresApproval;
  if (input.requiresHrApproval != null) fields.requiresHrApproval = input.requiresHrApproval;
  if (input.maxDaysPerYear != null) fields.maxDaysPerYear = checkHalfSteps(input.maxDaysPerYear, 'Max days per year');
  if (input.accrualRate != null) fields.accrualRate = checkHalfSteps(input.accrualRate, 'Accrual rate');
  if (input.accrualType != null) {
    if (!ACCRUAL_TYPES.includes(input.accrualType))
      throw badInput(`Accrual type must be one of ${ACCRUAL_TYPES.join(', ')}`, 'accrualType');
    fields.accrualType = input.accrualType;
  }
  if (input.isActive != null) fields.isActive = input.isActive;
  return fields;
}

export class RequestTypeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Active types for everyone; inactive ones too for those who manage request types (HR, administrators) when they ask. */
  async list(actor: Actor, includeInactive = false): Promise<RequestTypeEntity[]> {
    assertOperation('signedIn', actor);
    const all = includeInactive && allowsOperation('hrOrAdmin', actor.user);
    return this.dataSource.manager.find(RequestTypeEntity, {
      where: all ? {} : { isActive: true },
      order: { isBuiltIn: 'DESC', createdAt: 'ASC' },
    });
  }

  findByName(name: string): Promise<RequestTypeEntity | null> {
    return this.dataSource.manager.findOne(RequestTypeEntity, { where: { name } });
  }

  async create(actor: Actor, input: RequestTypeInput): Promise<RequestTypeEntity> {
    assertOperation('hrOrAdmin', actor);
    const name = (input.name ?? '').trim();
    if (!name) throw badInput('Internal name is required', 'name');
    if (!/^[a-z0-9_-]+$/.test(name))
      throw badInput('Internal name must be lowercase letters, digits, - or _, without spaces', 'name');
    if (input.displayName === undefined) throw badInput('Display name is required', 'displayName');
    if (input.maxDaysPerYear == null) throw badInput('Max days per year is required', 'maxDaysPerYear');
    if (input.accrualRate == null) throw badInput('Accrual rate is required', 'accrualRate');
    const fields = validateFields(input);
    if (input.unit != null) {
      if (!LEAVE_UNITS.includes(input.unit)) throw badInput(`Unit must be one of ${LEAVE_UNITS.join(', ')}`, 'unit');
      fields.unit = input.unit;
    }
    return this.dataSource
      .transaction(async (manager) => {
        if (await manager.findOne(RequestTypeEntity, { where: { name } }))
          throw conflict(`A request type named "${name}" already exists`);
        const type = await manager.save(
          RequestTypeEntity,
          manager.create(RequestTypeEntity, { ...fields, name, isBuiltIn: false }),
        );
        await this.audit.record(manager, actor, {
          action: 'request_type.created',
          resourceType: 'request_type',
          resourceId: type.id,
          details: { name },
        });
        return type;
      })
      .catch((error: { code?: string; constraint?: string }) => {
        // The unique index on the name is the backstop for two simultaneous creations of one name.
        if (error?.code === '23505' && error.constraint === 'request_types_name_key')
          throw conflict(`A request type named "${name}" already exists`);
        throw error;
      });
  }

  /** The internal name is immutable; a `name` in the input is refused rather than ignored. */
  async update(actor: Actor, id: string, input: RequestTypeInput): Promise<RequestTypeEntity> {
    assertOperation('hrOrAdmin', actor);
    if (!isUuid(id)) throw notFound('Request type not found');
    return this.dataSource.transaction(async (manager) => {
      const type = await manager.findOne(RequestTypeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!type) throw notFound('Request type not found');
      if (input.name !== undefined && input.name !== type.name)
        throw badInput('The internal name of a request type cannot change', 'name');
      const fields = validateFields(input);
      if (type.isBuiltIn && fields.isActive === false)
        throw badInput('Built-in request types cannot be deactivated', 'isActive');
      Object.assign(type, fields);
      const saved = await manager.save(RequestTypeEntity, type);
      await this.audit.record(manager, actor, {
        action: 'request_type.updated',
        resourceType: 'request_type',
        resourceId: id,
        details: { changed: Object.keys(fields) },
      });
      return saved;
    });
  }

  async delete(actor: Actor, id: string): Promise<boolean> {
    assertOperation('hrOrAdmin', actor);
    if (!isUuid(id)) throw notFound('Request type not found');
    return this.dataSource.transaction(async (manager) => {
      const type = await manager.findOne(RequestTypeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!type) throw notFound('Request type not found');
      if (type.isBuiltIn || (BUILT_IN_TYPES as readonly string[]).includes(type.name))
        throw badInput('Built-in request types cannot be deleted', 'id');
      const count = await requestTypeQueries.requestsOfType(manager, id);
      if (count > 0)
        throw conflict(`"${type.displayName}" has ${count} requests; deactivate it instead of deleting it`);
      await manager.delete(RequestTypeEntity, { id });
      await this.audit.record(manager, actor, {
        action: 'request_type.deleted',
        resourceType: 'request_type',
        resourceId: id,
        details: { name: type.name },
      });
      return true;
    });
  }
}
