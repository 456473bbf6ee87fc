import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, canReadFullPolicy, PUBLIC_POLICY_FIELDS, type Actor } from '../../auth/policy';
import { badInput, conflict, notFound } from '../../lib/errors';
import { parseIsoDate } from '../../lib/dates';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { defaultLocation, holidaysOf, LocationDayEntity, LocationEntity } from '../locations';
import { PolicySettingsEntity } from './policy-settings.entity';
import { policyQueries } from './policy.queries';
import {
  DEFAULT_POLICY,
  type AccrualTypeSetting,
  type AllowanceOverride,
  type PolicySettingsValue,
} from './policy-settings.defaults';

export type PolicySettingsPatch = Partial<PolicySettingsValue>;

const ACCRUAL_TYPES: AccrualTypeSetting[] = ['yearly', 'monthly', 'quarterly', 'none'];
const DAY_FIELDS = [
  'defaultPtoDays',
  'defaultSicknessDays',
  'defaultOtherDays',
  'ptoAccrualRate',
  'sicknessAccrualRate',
  'maxCarryoverDays',
] as const;

function checkDays(value: number, label: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 365) throw badInput(`${label} must be between 0 and 365`, label);
  if (Math.round(value * 2) !== value * 2) throw badInput(`${label} must be in steps of 0.5`, label);
  return value;
}

function checkDate(value: string, label: string): string {
  if (!parseIsoDate(value)) throw badInput(`${label} must be a date written YYYY-MM-DD`, label);
  return value;
}

function checkAllowances<T extends AllowanceOverride>(override: T, label: string): T {
  return {
    ...override,
    ptoDays: checkDays(override.ptoDays, `${label} PTO days`),
    sicknessDays: checkDays(override.sicknessDays, `${label} sickness days`),
    otherDays: checkDays(override.otherDays, `${label} other days`),
  };
}

/** Validates a patch against spec §5 ranges and wording; returns the merged settings. */
export function mergePolicySettings(current: PolicySettingsValue, patch: PolicySettingsPatch): PolicySettingsValue {
  const next: PolicySettingsValue = { ...current };
  for (const field of DAY_FIELDS) {
    if (patch[field] !== undefined && patch[field] !== null) next[field] = checkDays(patch[field], field);
  }
  for (const field of ['ptoAccrualType', 'sicknessAccrualType'] as const) {
    const value = patch[field];
    if (value === undefined || value === null) continue;
    if (!ACCRUAL_TYPES.includes(value)) throw badInput(`${field} must be one of ${ACCRUAL_TYPES.join(', ')}`, field);
    next[field] = value;
  }
  for (const field of [
    'allowCarryover',
    'allowNegativeBalance',
    'requireManagerApproval',
    'notifyOnSubmission',
    'notifyOnApproval',
    'notifyOnRejection',
  ] as const) {
    if (patch[field] !== undefined && patch[field] !== null) next[field] = Boolean(patch[field]);
  }
  if (patch.autoApprovalDelay != null) {
    const value = patch.autoApprovalDelay;
    if (!Number.isInteger(value) || value < 0 || value > 86400)
      throw badInput('Auto-approval delay must be between 0 and 86400 seconds', 'autoApprovalDelay');
    next.autoApprovalDelay = value;
  }
  if (patch.escalationDelay != null) {
    const value = patch.escalationDelay;
    if (!Number.isInteger(value) || value < 0 || value > 168)
      throw badInput('Escalation delay must be between 0 and 168 hours', 'escalationDelay');
    next.escalationDelay = value;
  }
  if (patch.dayCounting != null) {
    if (patch.dayCounting !== 'calendar_days' && patch.dayCounting !== 'working_days')
      throw badInput('Unknown day counting rule', 'dayCounting');
    next.dayCounting = patch.dayCounting;
  }
  if (patch.carryoverExpiryMonthDay !== undefined) {
    const value = patch.carryoverExpiryMonthDay?.trim() || null;
    // Any day that exists in a leap year; 29 February means the 28th in other years.
    if (value !== null && !(/^\d{2}-\d{2}$/.test(value) && parseIsoDate(`2024-${value}`)))
      throw badInput('Carry-over expiry must be a month and day written MM-DD', 'carryoverExpiryMonthDay');
    next.carryoverExpiryMonthDay = value;
  }
  if (patch.minimumStaffingCount != null) {
    const value = patch.minimumStaffingCount;
    if (!Number.isInteger(value) || value < 0 || value > 1000)
      throw badInput('Minimum staffing must be between 0 and 1000 people', 'minimumStaffingCount');
    next.minimumStaffingCount = value;
  }
  if (patch.minimumStaffingPercent != null) {
    const value = patch.minimumStaffingPercent;
    if (!Number.isInteger(value) || value < 0 || value > 100)
      throw badInput('Minimum staffing share must be between 0 and 100 percent', 'minimumStaffingPercent');
    next.minimumStaffingPercent = value;
  }
  if (patch.staffingHardBlock != null) next.staffingHardBlock = Boolean(patch.staffingHardBlock);
  if (patch.blackoutDates != null) {
    next.blackoutDates = [...new Set(patch.blackoutDates.map((date) => checkDate(date, 'Blackout date')))].sort();
  }
  if (patch.blackoutDateRanges != null) {
    next.blackoutDateRanges = patch.blackoutDateRanges.map((range) => {
      const reason = (range.reason ?? '').trim();
      if (!range.start || !range.end || !reason) throw badInput('Please fill in all fields', 'blackoutDateRanges');
      checkDate(range.start, 'Blackout range start');
      checkDate(range.end, 'Blackout range end');
      if (range.start > range.end) throw badInput('Start date cannot be after end date', 'blackoutDateRanges');
      return { start: range.start, end: range.end, reason };
    });
  }
  if (patch.departmentOverrides != null) {
    next.departmentOverrides = patch.departmentOverrides.map((override) => {
      const department = (override.department ?? '').trim();
      if (!department) throw badInput('Please select a department', 'departmentOverrides');
      return checkAllowances({ ...override, department }, `Department override ${department}`);
    });
  }
  if (patch.roleOverrides != null) {
    next.roleOverrides = patch.roleOverrides.map((override) => {
      const role = (override.role ?? '').trim();
      if (!role) throw badInput('Please enter a role', 'roleOverrides');
      return checkAllowances({ ...override, role }, `Role override ${role}`);
    });
  }
  return next;
}

/**
 * A new organisation (its first account) counts working days: its locations' weekends and holidays are
 * not charged. The spec's calendar-day counting stays a choice; a policy that already chose keeps it.
 */
export async function foundOrganisation(manager: EntityManager): Promise<void> {
  await policyQueries.countWorkingDaysUnlessChosen(manager);
}

/** Runs in the transaction that saved a policy change, with the fields that changed. */
export type PolicyChangeHook = (manager: EntityManager, changed: string[]) => Promise<void>;

export class PolicyService {
  private readonly changeHooks: PolicyChangeHook[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Registers work to do whenever the policy changes (e.g. bringing balances up to date). */
  onChange(hook: PolicyChangeHook): void {
    this.changeHooks.push(hook);
  }

  async getSettings(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PolicySettingsValue & { updatedAt: Date | null }> {
    const row = await policyQueries.settingsRow(manager);
    return { ...DEFAULT_POLICY, ...(row?.settings ?? {}), updatedAt: row?.updatedAt ?? null };
  }

  /**
   * The settings as the caller may see them: everything when signed in, only PUBLIC_POLICY_FIELDS
   * otherwise (the spec's settings page asks without a token). `restricted` says which answer it is.
   */
  async settingsFor(
    actor: Actor,
  ): Promise<{ settings: Partial<PolicySettingsValue> & { updatedAt?: Date | null }; restricted: boolean }> {
    const settings = await this.getSettings();
    if (canReadFullPolicy(actor)) return { settings, restricted: false };
    return {
      settings: Object.fromEntries(
        PUBLIC_POLICY_FIELDS.map((field) => [field, settings[field]]),
      ) as Partial<PolicySettingsValue>,
      restricted: true,
    };
  }

  /** Administrators change the policy; only the fields present in the patch change. */
  async updateSettings(
    actor: Actor,
    patch: PolicySettingsPatch,
  ): Promise<PolicySettingsValue & { updatedAt: Date | null }> {
    assertOperation('hrOrAdmin', actor);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(PolicySettingsEntity, {
        where: { id: 1 },
        lock: { mode: 'for_no_key_update' },
      });
      const current = { ...DEFAULT_POLICY, ...(row?.settings ?? {}) };
      const next = mergePolicySettings(current, patch);
      await manager.save(PolicySettingsEntity, { id: 1, settings: next, updatedBy: actor.user.id });
      const changed = Object.keys(patch).filter(
        (key) =>
          JSON.stringify(current[key as keyof PolicySettingsValue]) !==
          JSON.stringify(next[key as keyof PolicySettingsValue]),
      );
      await this.audit.record(manager, actor, {
        action: 'policy.updated',
        resourceType: 'policy',
        resourceId: '1',
        details: { changed },
      });
      if (changed.length) for (const hook of this.changeHooks) await hook(manager, changed);
      return this.getSettings(manager);
    });
  }

  /** The default location's days off (the organisation's holidays before locations): of a year, or of every year. */
  async listHolidays(year?: number | null): Promise<{ id: string; date: string; name: string }[]> {
    const manager = this.dataSource.manager;
    const location = await defaultLocation(manager);
    const edits = await policyQueries.dayEdits(manager, location.id, year);
    // A country calendar gives every year days; without one, only the stored days' years have any.
    const years =
      year != null ? [year] : location.countryCode ? [] : [...new Set(edits.map((e) => Number(e.date.slice(0, 4))))];
    const from = years.length ? `${Math.min(...years)}-01-01` : (edits[0]?.date ?? '9999-12-31');
    const to = years.length ? `${Math.max(...years)}-12-31` : (edits.at(-1)?.date ?? '0001-01-01');
    return holidaysOf(location, edits, from, to)
      .filter((day) => !day.removed)
      .map((day) => ({ id: day.editId ?? `${location.id}:${day.date}`, date: day.date, name: day.name }));
  }

  /** Adds a day off at the default location (the organisation-wide list of the spec). */
  async addHoliday(
    actor: Actor,
    input: { date: string; name: string },
  ): Promise<{ id: string; date: string; name: string }> {
    assertOperation('hrOrAdmin', actor);
    checkDate(input.date, 'date');
    const name = input.name.trim();
    if (name.length < 2) throw badInput('Holiday name must be at least 2 characters', 'name');
    if (name.length > 100) throw badInput('Holiday name must be at most 100 characters', 'name');
    return this.dataSource.transaction(async (manager) => {
      const location = await manager.findOneOrFail(LocationEntity, {
        where: { isDefault: true },
        lock: { mode: 'for_no_key_update' },
      });
      const existing = await manager.findOne(LocationDayEntity, {
        where: { locationId: location.id, date: input.date },
      });
      const current = holidaysOf(location, existing ? [existing] : [], input.date, input.date)[0];
      if (current && !current.removed) throw conflict(`${input.date} is already a holiday (${current.name})`);
      if (existing) await manager.delete(LocationDayEntity, { id: existing.id });
      const holiday = await manager.save(
        LocationDayEntity,
        manager.create(LocationDayEntity, { locationId: location.id, date: input.date, name }),
      );
      await this.audit.record(manager, actor, {
        action: 'holiday.created',
        resourceType: 'holiday',
        resourceId: holiday.id,
        details: { date: input.date, name },
      });
      return { id: holiday.id, date: holiday.date, name };
    });
  }

  /** Removes a day off the default location added (by its id). */
  async deleteHoliday(actor: Actor, id: string): Promise<boolean> {
    assertOperation('hrOrAdmin', actor);
    if (!isUuid(id)) throw notFound('Holiday not found');
    return this.dataSource.transaction(async (manager) => {
      const holiday = await policyQueries.defaultLocationHoliday(manager, id);
      if (!holiday) throw notFound('Holiday not found');
      await manager.delete(LocationDayEntity, { id });
      await this.audit.record(manager, actor, {
        action: 'holiday.deleted',
        resourceType: 'holiday',
        resourceId: id,
        details: { date: holiday.date, name: holiday.name },
      });
      return true;
    });
  }
}
