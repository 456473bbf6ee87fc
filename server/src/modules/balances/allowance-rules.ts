/**
 * The allowance rules as pure functions: what a person is entitled to for a type and year, how it
 * accrues, how it is prorated for joiners and leavers, and what carries over. The ledger service
 * compares these targets with what the ledger already holds and posts the difference.
 */
import { addDays, daysBetweenInclusive } from '../../lib/dates';
import { leaveYearEnd, leaveYearLabel, leaveYearStart, MONTH_NAMES, monthDayIn } from '../../lib/leave-year';
import type { PolicySettingsValue } from '../policy';
import type { RequestTypeEntity } from '../request-types';
import type { UserEntity } from '../users/model';

export const roundHalf = (days: number): number => Math.round(days * 2) / 2;
export const round2 = (days: number): number => Math.round(days * 100) / 100;

export type AllowanceSource = 'default' | 'department' | 'role' | 'type' | 'personal';

type BuiltInKey = 'ptoDays' | 'sicknessDays' | 'otherDays';
const BUILT_IN_KEYS: Record<string, BuiltInKey> = { pto: 'ptoDays', sickness: 'sicknessDays', other: 'otherDays' };

/**
 * A person's yearly allowance of a type and where it comes from: the person's own override beats a
 * role override, which beats a department override, which beats the policy's default. Admin-defined
 * types take their max days per year.
 */
export function allowanceFor(
  policy: PolicySettingsValue,
  user: Pick<UserEntity, 'role' | 'department'>,
  type: Pick<RequestTypeEntity, 'name' | 'maxDaysPerYear'>,
  personalOverride?: number | null,
): { days: number; source: AllowanceSource } {
  if (personalOverride != null) return { days: personalOverride, source: 'personal' };
  const key = BUILT_IN_KEYS[type.name];
  if (!key) return { days: type.maxDaysPerYear, source: 'type' };
  const roleOverride = policy.roleOverrides.find((o) => o.role.toLowerCase() === user.role.toLowerCase());
  if (roleOverride) return { days: roleOverride[key], source: 'role' };
  const department = (user.department ?? '').toLowerCase();
  const departmentOverride = policy.departmentOverrides.find((o) => o.department.toLowerCase() === department);
  if (departmentOverride) return { days: departmentOverride[key], source: 'department' };
  const days = {
    ptoDays: policy.defaultPtoDays,
    sicknessDays: policy.defaultSicknessDays,
    otherDays: policy.defaultOtherDays,
  }[key];
  return { days, source: 'default' };
}

export type AccrualSchedule = 'yearly' | 'monthly' | 'quarterly' | 'none';

/** PTO and sickness accrue as the policy says; other types as their request type says. */
export function accrualScheduleOf(
  policy: PolicySettingsValue,
  type: Pick<RequestTypeEntity, 'name' | 'accrualType'>,
): AccrualSchedule {
  if (type.name === 'pto') return policy.ptoAccrualType;
  if (type.name === 'sickness') return policy.sicknessAccrualType;
  return type.accrualType;
}

/** Only PTO carries over into the next year. */
export const carriesOver = (type: Pick<RequestTypeEntity, 'name'>): boolean => type.name === 'pto';

export interface EmployedSpan {
  from: string;
  to: string;
  days: number;
  daysInYear: number;
}

/** The part of a leave year a person is employed in, or null when not at all. */
export function employedSpan(
  year: number,
  start: string | null,
  end: string | null,
  startMonth = 1,
): EmployedSpan | null {
  const first = leaveYearStart(year, startMonth);
  const last = leaveYearEnd(year, startMonth);
  const from = start && start > first ? start : first;
  const to = end && end < last ? end : last;
  if (from > to) return null;
  return { from, to, days: daysBetweenInclusive(from, to), daysInYear: daysBetweenInclusive(first, last) };
}

export type RuleKind = 'allowance' | 'accrual' | 'proration' | 'carryover_in' | 'carryover_expiry';

/** One part of a balance's total that the rules decide, identified by a stable key. */
export interface RuleComponent {
  key: string;
  kind: RuleKind;
  effectiveOn: string;
  days: number;
  details: Record<string, unknown>;
}

interface Period {
  key: string;
  label: string;
  start: string;
  end: string;
}

/** The accrual periods of a leave year: its months, its quarters (counted from its start), or the whole year. */
function periodsOf(year: number, schedule: AccrualSchedule, startMonth: number): Period[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  // The i-th month of the leave year (0-based) as a calendar year and month.
  const monthAt = (i: number) => ({
    y: year + Math.floor((startMonth - 1 + i) / 12),
    m: ((startMonth - 1 + i) % 12) + 1,
  });
  const firstOf = (i: number) => `${monthAt(i).y}-${pad(monthAt(i).m)}-01`;
  if (schedule === 'monthly')
    return Array.from({ length: 12 }, (_, i) => ({
      key: `accrual:${pad(monthAt(i).m)}`,
      label: `${MONTH_NAMES[monthAt(i).m - 1]} ${monthAt(i).y}`,
      start: firstOf(i),
      end: addDays(firstOf(i + 1), -1),
    }));
  const label = leaveYearLabel(year, startMonth);
  if (schedule === 'quarterly')
    return [1, 2, 3, 4].map((q) => ({
      key: `accrual:q${q}`,
      label: `Q${q} ${label}`,
      start: firstOf(q * 3 - 3),
      end: addDays(firstOf(q * 3), -1),
    }));
  return [{ key: 'allowance', label, start: leaveYearStart(year, startMonth), end: leaveYearEnd(year, startMonth) }];
}

/**
 * The allowance of a leave year as ledger components: one `allowance` on its first day (yearly, or no accrual),
 * or an `accrual` at the start of each month or quarter, each the difference of the rounded cumulative
 * share so that they add up to the yearly allowance exactly; only periods in which the person is
 * employed accrue. A `proration` brings the sum to the share of the year employed, times the FTE of a
 * part-timer, rounded to half days.
 */
export function entitlementComponents(
  year: number,
  annualDays: number,
  schedule: AccrualSchedule,
  span: EmployedSpan | null,
  source: AllowanceSource,
  startMonth = 1,
  /** The working schedule's average share of full time over the span (1: full time). */
  fte = 1,
): RuleComponent[] {
  if (!span || annualDays <= 0) return [];
  const periods = periodsOf(year, schedule, startMonth);
  const components: RuleComponent[] = [];
  let previous = 0;
  let fullRateSum = 0;
  periods.forEach((period, index) => {
    const cumulative = roundHalf((annualDays * (index + 1)) / periods.length);
    const days = round2(cumulative - previous);
    previous = cumulative;
    if (period.end < span.from || period.start > span.to || days === 0) return;
    fullRateSum += days;
    components.push({
      key: period.key,
      kind: periods.length === 1 ? 'allowance' : 'accrual',
      effectiveOn: period.start > span.from ? period.start : span.from,
      days,
      details: { period: period.label, annual_days: annualDays, schedule, source },
    });
  });
  const prorated = roundHalf((annualDays * span.days * fte) / span.daysInYear);
  const proration = round2(prorated - fullRateSum);
  if (proration !== 0)
    components.push({
      key: 'proration',
      kind: 'proration',
      effectiveOn: span.from,
      days: proration,
      details: {
        annual_days: annualDays,
        employed_from: span.from,
        employed_to: span.to,
        employed_days: span.days,
        days_in_year: span.daysInYear,
        prorated_days: prorated,
        ...(fte !== 1 ? { fte } : {}),
      },
    });
  return components;
}

/** Carry-over into a leave year: min(cap, unused at the end of the year before); none when carry-over is off. */
export function carryoverComponent(
  year: number,
  policy: Pick<PolicySettingsValue, 'allowCarryover' | 'maxCarryoverDays'>,
  previousYearUnused: number | null,
  startMonth = 1,
): RuleComponent | null {
  if (!policy.allowCarryover || previousYearUnused == null) return null;
  const days = round2(Math.min(policy.maxCarryoverDays, Math.max(0, previousYearUnused)));
  if (days <= 0) return null;
  return {
    key: 'carryover_in',
    kind: 'carryover_in',
    effectiveOn: leaveYearStart(year, startMonth),
    days,
    details: {
      from_year: year - 1,
      from_label: leaveYearLabel(year - 1, startMonth),
      unused_days: round2(previousYearUnused),
      cap: policy.maxCarryoverDays,
    },
  };
}

/**
 * The last day carried-over days of leave year `year` may be used (MM-DD in the policy: its first
 * occurrence in that leave year), or null when they never expire.
 */
export const carryoverExpiryDate = (
  year: number,
  monthDay: string | null | undefined,
  startMonth = 1,
): string | null => (monthDay ? monthDayIn(year, monthDay, startMonth) : null);

/**
 * Carried-over days not used by the expiry date lapse the next day. Days taken or held on or before
 * that date use carried-over days first.
 */
export function expiryComponent(
  year: number,
  carriedIn: number,
  expiresAfter: string | null,
  usedOnOrBeforeExpiry: number,
): RuleComponent | null {
  if (!expiresAfter || carriedIn <= 0) return null;
  const days = round2(Math.max(0, carriedIn - usedOnOrBeforeExpiry));
  if (days <= 0) return null;
  return {
    key: 'carryover_expiry',
    kind: 'carryover_expiry',
    effectiveOn: addDays(expiresAfter, 1),
    days: -days,
    details: { carried_in: carriedIn, used_by_expiry: round2(usedOnOrBeforeExpiry), expired_after: expiresAfter, year },
  };
}

const SOURCES: Record<AllowanceSource, string> = {
  default: 'the policy default',
  department: "the department's allowance",
  role: "the role's allowance",
  type: "the type's days per year",
  personal: 'their own allowance',
};

/** Why a rule component has its days, in words for the ledger. */
export function explain(component: RuleComponent): string {
  const d = component.details;
  switch (component.kind) {
    case 'allowance':
      return `${d.annual_days} days a year (${SOURCES[d.source as AllowanceSource] ?? 'the policy'})`;
    case 'accrual':
      return `${d.period}: a ${d.schedule === 'quarterly' ? 'quarter' : 'twelfth'} of ${d.annual_days} days a year`;
    case 'proration':
      if (d.fte !== undefined)
        return d.employed_days === d.days_in_year
          ? `Part time, FTE ${d.fte}: ${d.prorated_days} of ${d.annual_days} days`
          : `Employed ${d.employed_days} of ${d.days_in_year} days (${d.employed_from} to ${d.employed_to}), part time, FTE ${d.fte}: ${d.prorated_days} of ${d.annual_days} days`;
      return `Employed ${d.employed_days} of ${d.days_in_year} days (${d.employed_from} to ${d.employed_to}): ${d.prorated_days} of ${d.annual_days} days`;
    case 'carryover_in':
      return `Unused at the end of ${d.from_label ?? d.from_year}: ${d.unused_days} days, at most ${d.cap} carried over`;
    case 'carryover_expiry':
      return `Carried-over days not used by ${d.expired_after} lapse (${d.used_by_expiry} of ${d.carried_in} used)`;
  }
}
