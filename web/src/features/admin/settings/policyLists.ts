import type { AllowanceOverrideForm, PolicyForm } from './policyForm';

type Added<T> = { list: T[] } | { error: string };

type Range = PolicyForm['blackoutDateRanges'][number];
type DepartmentOverride = PolicyForm['departmentOverrides'][number];
type RoleOverride = PolicyForm['roleOverrides'][number];

export function addBlackoutDate(dates: string[], date: string): Added<string> {
  if (!date) return { error: 'Please choose a date' };
  if (dates.includes(date)) return { error: 'This date is already a blackout date' };
  return { list: [...dates, date].sort() };
}

/** Spec §5: a range needs start, end and reason ('Please fill in all fields'). */
export function addBlackoutRange(ranges: Range[], range: Range): Added<Range> {
  const reason = range.reason.trim();
  if (!range.start || !range.end || !reason) return { error: 'Please fill in all fields' };
  if (range.start > range.end) return { error: 'Start date cannot be after end date' };
  return {
    list: [...ranges, { start: range.start, end: range.end, reason }].sort((a, b) => (a.start < b.start ? -1 : 1)),
  };
}

function checkAllowances(override: AllowanceOverrideForm): string | null {
  for (const value of [override.ptoDays, override.sicknessDays, override.otherDays])
    if (!Number.isFinite(value) || value < 0 || value > 365 || Math.round(value * 2) !== value * 2)
      return 'Days must be between 0 and 365, in steps of 0.5';
  return null;
}

/** Spec §5: a department override needs a department ('Please select a department'). */
export function addDepartmentOverride(
  overrides: DepartmentOverride[],
  override: DepartmentOverride,
): Added<DepartmentOverride> {
  const department = override.department.trim();
  if (!department) return { error: 'Please select a department' };
  if (overrides.some((o) => o.department.toLowerCase() === department.toLowerCase()))
    return { error: `${department} already has an override; remove it first` };
  const problem = checkAllowances(override);
  if (problem) return { error: problem };
  return { list: [...overrides, { ...override, department }] };
}

/** Spec §5: a role override needs a role ('Please enter a role'). */
export function addRoleOverride(overrides: RoleOverride[], override: RoleOverride): Added<RoleOverride> {
  const role = override.role.trim();
  if (!role) return { error: 'Please enter a role' };
  if (overrides.some((o) => o.role.toLowerCase() === role.toLowerCase()))
    return { error: `${role} already has an override; remove it first` };
  const problem = checkAllowances(override);
  if (problem) return { error: problem };
  return { list: [...overrides, { ...override, role }] };
}
