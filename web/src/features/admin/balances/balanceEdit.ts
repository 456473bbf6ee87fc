import type { BalanceStatus } from '../../../__generated__/graphql';
import type { Translate } from '../shared/translate';

/** Spec §4: exhausted at 0 or fewer available days, low at 5 or fewer, good above. */
export const LOW_BALANCE_DAYS = 5;

export function balanceStatusOf(available: number): BalanceStatus {
  if (available <= 0) return 'EXHAUSTED';
  if (available <= LOW_BALANCE_DAYS) return 'LOW';
  return 'GOOD';
}

/** Each status's colour; its name is `status.<STATUS>` in the `admin-balances` catalogue. */
export const BALANCE_STATUS_PALETTE: Record<BalanceStatus, string> = {
  EXHAUSTED: 'red',
  LOW: 'yellow',
  GOOD: 'green',
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

function daysError(text: string, field: 'totalDays' | 'usedDays', t: Translate): string | undefined {
  if (text.trim() === '') return t(`errors.${field}.required`);
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1000) return t(`errors.${field}.range`);
  if (Math.round(value * 100) !== value * 100) return t(`errors.${field}.decimals`);
  return undefined;
}

/** A correction's figures and reason, checked before sending (messages from `admin-balances`). */
export function validateBalanceDraft(draft: BalanceDraft, t: Translate): BalanceDraftErrors {
  const errors: BalanceDraftErrors = {};
  const total = daysError(draft.totalDays, 'totalDays', t);
  if (total) errors.totalDays = total;
  const used = daysError(draft.usedDays, 'usedDays', t);
  if (used) errors.usedDays = used;
  if (draft.reason.trim().length < 3) errors.reason = t('errors.reason');
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
export function validateAllowanceDraft(draft: AllowanceDraft, t: Translate, removing = false): AllowanceDraftErrors {
  const errors: AllowanceDraftErrors = {};
  if (!removing) {
    const value = Number(draft.days);
    if (draft.days.trim() === '') errors.days = t('errors.allowance.required');
    else if (!Number.isFinite(value) || value < 0 || value > 365 || Math.round(value * 2) !== value * 2)
      errors.days = t('errors.allowance.range');
  }
  if (!draft.reason.trim()) errors.reason = t('errors.reason');
  return errors;
}
