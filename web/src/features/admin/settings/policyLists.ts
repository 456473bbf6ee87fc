import type { TFunction } from 'i18next';
import type { AllowanceOverrideForm, PolicyForm } from './policyForm';

type Added<T> = { list: T[] } | { error: string };

type Range = PolicyForm['blackoutDateRanges'][number];
type DepartmentOverride = PolicyForm['departmentOverrides'][number];
type RoleOverride = PolicyForm['roleOverrides'][number];

export function addBlackoutDate(dates: string[], date: string, t: TFunction): Added<string> {
  if (!date) return { error: t('errors.chooseDate') };
  if (dates.includes(date)) return { error: t('errors.duplicateDate') };
  return { list: [...dates, date].sort() };
}

/** Spec §5: a range needs start, end and reason ('Please fill in all fields'). */
export function addBlackoutRange(ranges: Range[], range: Range, t: TFunction): Added<Range> {
  const reason = range.reason.trim();
  if (!range.start || !range.end || !reason) return { error: t('errors.fillAll') };
  if (range.start > range.end) return { error: t('errors.startAfterEnd') };
  return {
    list: [...ranges, { start: range.start, end: range.end, reason }].sort((a, b) => (a.start < b.start ? -1 : 1)),
  };
}

function checkAllowances(override: AllowanceOverrideForm, t: TFunction): string | null {
  for (const value of [override.ptoDays, override.sicknessDays, override.otherDays])
    if (!Number.isFinite(value) || value < 0 || value > 365 || Math.round(value * 2) !== value * 2)
      return t('errors.overrideDays');
  return null;
}

/** Spec §5: a department override needs a department ('Please select a department'). */
export function addDepartmentOverride(
  overrides: DepartmentOverride[],
  override: DepartmentOverride,
  t: TFunction,
): Added<DepartmentOverride> {
  const department = override.department.trim();
  if (!department) return { error: t('errors.selectDepartment') };
  if (overrides.some((o) => o.department.toLowerCase() === department.toLowerCase()))
    return { error: t('errors.duplicateOverride', { name: department }) };
  const problem = checkAllowances(override, t);
  if (problem) return { error: problem };
  return { list: [...overrides, { ...override, department }] };
}

/** Spec §5: a role override needs a role ('Please enter a role'). */
export function addRoleOverride(overrides: RoleOverride[], override: RoleOverride, t: TFunction): Added<RoleOverride> {
  const role = override.role.trim();
  if (!role) return { error: t('errors.enterRole') };
  if (overrides.some((o) => o.role.toLowerCase() === role.toLowerCase()))
    return { error: t('errors.duplicateOverride', { name: role }) };
  const problem = checkAllowances(override, t);
  if (problem) return { error: problem };
  return { list: [...overrides, { ...override, role }] };
}
