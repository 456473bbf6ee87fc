import type {
  AccrualType,
  DayCounting,
  PolicySettingsInput,
  PtoSettingsPage_PolicyFragment,
} from '../../../__generated__/graphql';

/**
 * Numeric settings, with the spec's ranges (§5, §9): days and accrual rates 0-365 in steps of 0.5,
 * auto-approval delay 0-86400 seconds, escalation delay 0-168 hours. A new numeric setting is one
 * line here plus a field in its section.
 */
export const NUMBER_FIELDS = {
  defaultPtoDays: { label: 'Default PTO days', min: 0, max: 365, step: 0.5, unit: 'days' },
  defaultSicknessDays: { label: 'Default sickness days', min: 0, max: 365, step: 0.5, unit: 'days' },
  defaultOtherDays: { label: 'Default other days', min: 0, max: 365, step: 0.5, unit: 'days' },
  ptoAccrualRate: { label: 'PTO accrual rate', min: 0, max: 365, step: 0.5, unit: 'days a year' },
  sicknessAccrualRate: { label: 'Sickness accrual rate', min: 0, max: 365, step: 0.5, unit: 'days a year' },
  maxCarryoverDays: { label: 'Maximum carry-over', min: 0, max: 365, step: 0.5, unit: 'days' },
  autoApprovalDelay: { label: 'Auto-approval delay', min: 0, max: 86400, step: 1, unit: 'seconds' },
  escalationDelay: { label: 'Escalation delay', min: 0, max: 168, step: 1, unit: 'hours' },
  minimumStaffingCount: { label: 'People who must be present', min: 0, max: 1000, step: 1, unit: 'people' },
  minimumStaffingPercent: { label: 'Share of a team that must be present', min: 0, max: 100, step: 1, unit: 'percent' },
} as const;

export type NumberField = keyof typeof NUMBER_FIELDS;

/** On/off settings (policy and notification toggles). */
export const TOGGLE_FIELDS = {
  allowCarryover: {
    label: 'Allow carry-over',
    help: 'Unused PTO moves into the next year, up to the maximum carry-over.',
  },
  allowNegativeBalance: {
    label: 'Allow negative balance',
    help: 'When off, an approval that would use more than the allowance is refused.',
  },
  requireManagerApproval: {
    label: 'Require manager approval',
    help: 'When off, requests are approved automatically after the auto-approval delay.',
  },
  notifyOnSubmission: { label: 'Notify on submission', help: 'Tell approvers when a request is submitted.' },
  notifyOnApproval: { label: 'Notify on approval', help: 'Tell the requester when a request is approved.' },
  notifyOnRejection: { label: 'Notify on rejection', help: 'Tell the requester when a request is rejected.' },
  staffingHardBlock: {
    label: 'Refuse requests below the minimum',
    help: 'When off, the form, the approval card and the calendar only warn; the approver decides.',
  },
} as const;

export type ToggleField = keyof typeof TOGGLE_FIELDS;

export interface AllowanceOverrideForm {
  ptoDays: number;
  sicknessDays: number;
  otherDays: number;
}

/** The settings being edited: numbers as typed (text), everything else as the server has it. */
export type PolicyForm = Record<NumberField, string> &
  Record<ToggleField, boolean> & {
    ptoAccrualType: AccrualType;
    sicknessAccrualType: AccrualType;
    dayCounting: DayCounting;
    /** MM-DD after which carried-over days lapse; empty: never. */
    carryoverExpiryMonthDay: string;
    blackoutDates: string[];
    blackoutDateRanges: { start: string; end: string; reason: string }[];
    departmentOverrides: (AllowanceOverrideForm & { department: string })[];
    roleOverrides: (AllowanceOverrideForm & { role: string })[];
  };

const allowances = (o: AllowanceOverrideForm) => ({
  ptoDays: o.ptoDays,
  sicknessDays: o.sicknessDays,
  otherDays: o.otherDays,
});

export function formOf(settings: PtoSettingsPage_PolicyFragment): PolicyForm {
  const numbers = Object.fromEntries(
    (Object.keys(NUMBER_FIELDS) as NumberField[]).map((key) => [key, String(settings[key])]),
  ) as Record<NumberField, string>;
  const toggles = Object.fromEntries(
    (Object.keys(TOGGLE_FIELDS) as ToggleField[]).map((key) => [key, settings[key]]),
  ) as Record<ToggleField, boolean>;
  return {
    ...numbers,
    ...toggles,
    ptoAccrualType: settings.ptoAccrualType,
    sicknessAccrualType: settings.sicknessAccrualType,
    dayCounting: settings.dayCounting,
    carryoverExpiryMonthDay: settings.carryoverExpiryMonthDay ?? '',
    blackoutDates: [...settings.blackoutDates],
    blackoutDateRanges: settings.blackoutDateRanges.map(({ start, end, reason }) => ({ start, end, reason })),
    departmentOverrides: settings.departmentOverrides.map((o) => ({ department: o.department, ...allowances(o) })),
    roleOverrides: settings.roleOverrides.map((o) => ({ role: o.role, ...allowances(o) })),
  };
}

/** Spec §5: non-numeric input becomes 0. */
export function numberOf(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

export type PolicyErrors = Partial<Record<NumberField | 'carryoverExpiryMonthDay', string>>;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether text is a month and day such as 03-31. */
export function isMonthDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

/** Spec §5 ranges, in the words of the server's own checks. */
export function validatePolicyForm(form: PolicyForm): PolicyErrors {
  const errors: PolicyErrors = {};
  for (const [key, field] of Object.entries(NUMBER_FIELDS) as [NumberField, (typeof NUMBER_FIELDS)[NumberField]][]) {
    const value = numberOf(form[key]);
    if (value < field.min || value > field.max)
      errors[key] =
        `${field.label} must be between ${field.min} and ${field.max} ${field.unit === 'days a year' ? 'days' : field.unit === 'percent' ? '%' : field.unit}`;
    else if (field.step === 1 && !Number.isInteger(value)) errors[key] = `${field.label} must be a whole number`;
    else if (field.step === 0.5 && Math.round(value * 2) !== value * 2)
      errors[key] = `${field.label} must be in steps of 0.5`;
  }
  const expiry = form.carryoverExpiryMonthDay.trim();
  if (expiry && !isMonthDay(expiry))
    errors.carryoverExpiryMonthDay = 'Carry-over expiry must be a month and day such as 03-31';
  return errors;
}

/** The whole form as the mutation's input (every field, so what is saved is what is shown). */
export function inputOf(form: PolicyForm): PolicySettingsInput {
  const numbers = Object.fromEntries(
    (Object.keys(NUMBER_FIELDS) as NumberField[]).map((key) => [key, numberOf(form[key])]),
  ) as Record<NumberField, number>;
  return { ...form, ...numbers, carryoverExpiryMonthDay: form.carryoverExpiryMonthDay.trim() || null };
}

/** Whether the form differs from the settings it was made from. */
export const isDirty = (form: PolicyForm, saved: PolicyForm): boolean =>
  JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(saved));
