import type { BalanceStatus } from '../../../__generated__/graphql';

/** Spec §4: exhausted at 0 or fewer available days, low at 5 or fewer, good above. */
export const LOW_BALANCE_DAYS = 5;

export function balanceStatusOf(available: number): BalanceStatus {
  if (available <= 0) return 'EXHAUSTED';
  if (available <= LOW_BALANCE_DAYS) return 'LOW';
  return 'GOOD';
}

export const BALANCE_STATUS_STYLE: Record<BalanceStatus, { label: string; palette: string }> = {
  EXHAUSTED: { label: 'Exhausted', palette: 'red' },
  LOW: { label: 'Low', palette: 'yellow' },
  GOOD: { label: 'Good', palette: 'green' },
};

/** Spec §9: the current year and the 4 before. */
export function balanceYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

export interface BalanceDraft {
  totalDays: string;
  usedDays: string;
  reason: string;
}

export type BalanceDraftErrors = Partial<Record<keyof BalanceDraft, string>>;

function daysError(text: string, label: string): string | undefined {
  if (text.trim() === '') return `${label} is required`;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1000) return `${label} must be between 0 and 1000`;
  if (Math.round(value * 100) !== value * 100) return `${label} may have at most two decimals`;
  return undefined;
}

export function validateBalanceDraft(draft: BalanceDraft): BalanceDraftErrors {
  const errors: BalanceDraftErrors = {};
  const total = daysError(draft.totalDays, 'Total days');
  if (total) errors.totalDays = total;
  const used = daysError(draft.usedDays, 'Used days');
  if (used) errors.usedDays = used;
  if (draft.reason.trim().length < 3) errors.reason = 'Please give a reason for this change';
  return errors;
}

/** Spec §3 admin table: available = total − used − pending, live while editing. */
export function draftAvailable(draft: BalanceDraft, pendingDays: number): number | null {
  const total = Number(draft.totalDays);
  const used = Number(draft.usedDays);
  if (
    draft.totalDays.trim() === '' ||
    draft.usedDays.trim() === '' ||
    !Number.isFinite(total) ||
    !Number.isFinite(used)
  )
    return null;
  return Math.round((total - used - pendingDays) * 100) / 100;
}

/** A person's own yearly allowance of a type, as typed: days ('' only to remove it) and why. */
export interface AllowanceDraft {
  days: string;
  reason: string;
}

export type AllowanceDraftErrors = Partial<Record<keyof AllowanceDraft, string>>;

/**
 * The server's rule for a personal allowance: 0 to 365 days a year in half days, always with a reason
 * (removing one needs a reason too, so only the days are skipped then).
 */
export function validateAllowanceDraft(draft: AllowanceDraft, removing = false): AllowanceDraftErrors {
  const errors: AllowanceDraftErrors = {};
  if (!removing) {
    const value = Number(draft.days);
    if (draft.days.trim() === '') errors.days = 'Days per year is required';
    else if (!Number.isFinite(value) || value < 0 || value > 365 || Math.round(value * 2) !== value * 2)
      errors.days = 'Enter between 0 and 365 days, in half days';
  }
  if (!draft.reason.trim()) errors.reason = 'Please give a reason for this change';
  return errors;
}
