/** A balance's figures as people read them: days available and whether that is good, low or exhausted. */
import type { LeaveBalanceEntity } from './balance.entity';

export type BalanceStatusValue = 'exhausted' | 'low' | 'good';

/**
 * "Low" is relative to the allowance: under a fifth of the year's total left. An untouched allowance,
 * however small (the "Other 5 of 5"), is never low. Team Overview warns from under three tenths.
 */
export const LOW_BALANCE_SHARE = 0.2;
export const WARNING_BALANCE_SHARE = 0.3;

type BalanceFigures = Pick<LeaveBalanceEntity, 'totalDays' | 'usedDays' | 'pendingDays'>;

export const availableDays = (balance: BalanceFigures): number =>
  Math.round((balance.totalDays - balance.usedDays - balance.pendingDays) * 100) / 100;

/** Whether `available` days of a `total`-day allowance are under `share` of it (and more than nothing). */
const under = (share: number, available: number, total: number) => available > 0 && available < share * total;

/** The one definition of a balance's standing: exhausted at 0 days or less, low under a fifth of the total, good otherwise. */
export function balanceStatus(balance: BalanceFigures): BalanceStatusValue {
  const available = availableDays(balance);
  if (available <= 0) return 'exhausted';
  return under(LOW_BALANCE_SHARE, available, balance.totalDays) ? 'low' : 'good';
}

/** Team Overview's PTO alert: LOW once low or exhausted (of an allowance there is), WARNING under three tenths. */
export function balanceAlert(balance: BalanceFigures): 'LOW' | 'WARNING' | null {
  const available = availableDays(balance);
  if (balance.totalDays > 0 && available < LOW_BALANCE_SHARE * balance.totalDays) return 'LOW';
  return under(WARNING_BALANCE_SHARE, available, balance.totalDays) ? 'WARNING' : null;
}

/** Whether taking `days` more turns a good balance low or exhausted (a low one stays, and is not told twice). */
export function turnsLow(balanceAfter: BalanceFigures, days: number): boolean {
  const before = { ...balanceAfter, pendingDays: balanceAfter.pendingDays - days };
  return balanceStatus(balanceAfter) !== 'good' && balanceStatus(before) === 'good';
}
