import type { LedgerBucket, LedgerEntryKind } from '../../__generated__/graphql';
import { formatDays } from '../../lib/dates';

export const KIND_LABELS: Record<LedgerEntryKind, string> = {
  OPENING: 'Balance before the ledger',
  ALLOWANCE: 'Yearly allowance',
  ACCRUAL: 'Accrual',
  PRORATION: 'Proration',
  POLICY_CHANGE: 'Policy change',
  CARRYOVER_IN: 'Carried over',
  CARRYOVER_EXPIRY: 'Carry-over expired',
  ADJUSTMENT: 'Adjustment',
  PENDING_HOLD: 'Held for a request',
  HOLD_RELEASE: 'Hold released',
  TAKEN: 'Taken',
  REFUND: 'Refunded',
  LEAVE_YEAR_CHANGE: 'Leave year changed',
};

export const BUCKET_LABELS: Record<LedgerBucket, string> = {
  TOTAL: 'allowance',
  USED: 'used',
  PENDING: 'pending',
};

/** The ledger view's filter: groups of entry kinds. */
export const KIND_FILTERS: { value: string; label: string; kinds: LedgerEntryKind[] | null }[] = [
  { value: 'ALL', label: 'All entries', kinds: null },
  {
    value: 'ALLOWANCE',
    label: 'Allowance and accrual',
    kinds: ['OPENING', 'ALLOWANCE', 'ACCRUAL', 'PRORATION', 'POLICY_CHANGE'],
  },
  { value: 'CARRYOVER', label: 'Carry-over', kinds: ['CARRYOVER_IN', 'CARRYOVER_EXPIRY'] },
  { value: 'REQUESTS', label: 'Requests', kinds: ['PENDING_HOLD', 'HOLD_RELEASE', 'TAKEN', 'REFUND'] },
  { value: 'ADJUSTMENT', label: 'Adjustments', kinds: ['ADJUSTMENT', 'LEAVE_YEAR_CHANGE'] },
];

/** "+2.5 days", "−1 day" (a real minus sign). */
export function signedDays(days: number): string {
  const sign = days > 0 ? '+' : days < 0 ? '−' : '';
  const size = Math.abs(days);
  return `${sign}${formatDays(size)} ${size === 1 ? 'day' : 'days'}`;
}
