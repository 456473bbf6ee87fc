import type { TFunction } from 'i18next';
import { formatNumber } from '../../../i18n';
import type {
  AccrualType,
  DayCounting,
  PolicySettingsInput,
  PtoSettingsPage_PolicyFragment,
} from '../../../__generated__/graphql';

/**
 * Numeric settings, with the spec's ranges (§5, §9): days and accrual rates 0-365 in steps of 0.5,
 * auto-approval delay 0-86400 seconds, escalation delay 0-168 hours. A new numeric setting is one
 * line here, its name in the catalogue (`fields.<name>`) plus a field in its section; its unit is
 * `units.<unit>`.
 */
export const NUMBER_FIELDS = {
  defaultPtoDays: { min: 0, max: 365, step: 0.5, unit: 'days' },
  defaultSicknessDays: { min: 0, max: 365, step: 0.5, unit: 'days' },
  defaultOtherDays: { min: 0, max: 365, step: 0.5, unit: 'days' },
  ptoAccrualRate: { min: 0, max: 365, step: 0.5, unit: 'daysAYear' },
  sicknessAccrualRate: { min: 0, max: 365, step: 0.5, unit: 'daysAYear' },
  maxCarryoverDays: { min: 0, max: 365, step: 0.5, unit: 'days' },
  autoApprovalDelay: { min: 0, max: 86400, step: 1, unit: 'seconds' },
  escalationDelay: { min: 0, max: 168, step: 1, unit: 'hours' },
  minimumStaffingCount: { min: 0, max: 1000, step: 1, unit: 'people' },
  minimumStaffingPercent: { min: 0, max: 100, step: 1, unit: 'percent' },
} as const;

export type NumberField = keyof typeof NUMBER_FIELDS;

/** On/off settings (policy and notification toggles), each with `toggles.<name>.label` and `.help`. */
export const TOGGLE_FIELDS = [
  'allowCarryover',
  'allowNegativeBalance',
  'requireManagerApproval',
  'notifyOnSubmission',
  'notifyOnApproval',
  'notifyOnRejection',
  'staffingHardBlock',
] as const;

export type ToggleField = (typeof TOGGLE_FIELDS)[number];

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
  const toggles = Object.fromEntries(TOGGLE_FIELDS.map((key) => [key, settings[key]])) as Record<ToggleField, boolean>;
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

/** Spec §5 ranges, in the words of the server's own checks (in the screen's language). */
export function validatePolicyForm(form: PolicyForm, t: TFunction): PolicyErrors {
  const errors: PolicyErrors = {};
  for (const [key, field] of Object.entries(NUMBER_FIELDS) as [NumberField, (typeof NUMBER_FIELDS)[NumberField]][]) {
    const value = numberOf(form[key]);
    const name = t(`fields.${key}`);
    // The range's ends as the server writes them (86400, not 86,400).
    if (value < field.min || value > field.max)
      errors[key] = t('errors.range', {
        field: name,
        min: String(field.min),
        max: String(field.max),
        unit: field.unit,
      });
    else if (field.step === 1 && !Number.isInteger(value)) errors[key] = t('errors.whole', { field: name });
    else if (field.step === 0.5 && Math.round(value * 2) !== value * 2)
      errors[key] = t('errors.halfSteps', { field: name, step: formatNumber(field.step) });
  }
  const expiry = form.carryoverExpiryMonthDay.trim();
  if (expiry && !isMonthDay(expiry)) errors.carryoverExpiryMonthDay = t('errors.carryoverExpiry');
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
