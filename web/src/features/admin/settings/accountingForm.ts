import type { AccrualType, PolicySettingsInput } from '../../../__generated__/graphql';

/** The accounting part of the policy form, as typed. */
export interface AccountingForm {
  ptoAccrualType: AccrualType;
  sicknessAccrualType: AccrualType;
  allowCarryover: boolean;
  maxCarryoverDays: string;
  carryoverExpiryMonthDay: string;
  escalationDelay: string;
  minimumStaffingCount: string;
  minimumStaffingPercent: string;
  staffingHardBlock: boolean;
}

/** Spec §5: non-numeric input becomes 0. */
const numberOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
};

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether text is a month and day such as 03-31. */
export function isMonthDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

/** The mutation input for the form, or the first problem in it. */
export function accountingInput(form: AccountingForm): { input: PolicySettingsInput } | { error: string } {
  const maxCarryoverDays = numberOf(form.maxCarryoverDays);
  if (maxCarryoverDays < 0 || maxCarryoverDays > 365 || (maxCarryoverDays * 2) % 1 !== 0)
    return { error: 'Most days carried over must be between 0 and 365, in steps of 0.5' };
  const expiry = form.carryoverExpiryMonthDay.trim();
  if (expiry && !isMonthDay(expiry)) return { error: 'Carry-over expiry must be a month and day such as 03-31' };
  const escalationDelay = numberOf(form.escalationDelay);
  if (!Number.isInteger(escalationDelay) || escalationDelay < 0 || escalationDelay > 168)
    return { error: 'Escalation delay must be a whole number of hours between 0 and 168' };
  const minimumStaffingCount = numberOf(form.minimumStaffingCount);
  if (!Number.isInteger(minimumStaffingCount) || minimumStaffingCount < 0 || minimumStaffingCount > 1000)
    return { error: 'People who must be present must be a whole number between 0 and 1000' };
  const minimumStaffingPercent = numberOf(form.minimumStaffingPercent);
  if (!Number.isInteger(minimumStaffingPercent) || minimumStaffingPercent < 0 || minimumStaffingPercent > 100)
    return { error: 'The share of a team must be a whole percentage between 0 and 100' };
  return {
    input: {
      ptoAccrualType: form.ptoAccrualType,
      sicknessAccrualType: form.sicknessAccrualType,
      allowCarryover: form.allowCarryover,
      maxCarryoverDays,
      carryoverExpiryMonthDay: expiry || null,
      escalationDelay,
      minimumStaffingCount,
      minimumStaffingPercent,
      staffingHardBlock: form.staffingHardBlock,
    },
  };
}
