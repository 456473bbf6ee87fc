import type { LedgerBucket, LedgerEntryKind } from '../../__generated__/graphql';
import { i18n } from '../../i18n';

/** What an entry of the ledger is, in the screen's language ("Yearly allowance"). */
export const kindLabel = (kind: LedgerEntryKind): string => i18n.t(`balances:kinds.${kind}`);

/** The figure an entry moves ("allowance", "used", "pending"). */
export const bucketLabel = (bucket: LedgerBucket): string => i18n.t(`balances:buckets.${bucket}`);

/** The ledger view's filter: groups of entry kinds; each one's words are `balances:filters.<value>`. */
export const KIND_FILTERS: { value: string; kinds: LedgerEntryKind[] | null }[] = [
  { value: 'ALL', kinds: null },
  { value: 'ALLOWANCE', kinds: ['OPENING', 'ALLOWANCE', 'ACCRUAL', 'PRORATION', 'POLICY_CHANGE'] },
  { value: 'CARRYOVER', kinds: ['CARRYOVER_IN', 'CARRYOVER_EXPIRY'] },
  { value: 'REQUESTS', kinds: ['PENDING_HOLD', 'HOLD_RELEASE', 'TAKEN', 'REFUND'] },
  { value: 'ADJUSTMENT', kinds: ['ADJUSTMENT', 'LEAVE_YEAR_CHANGE'] },
];

/** "+2.5 days", "−1 day" (a real minus sign); "+2,5 Tage" in German. */
export function signedDays(days: number): string {
  const sign = days > 0 ? '+' : days < 0 ? '−' : '';
  return i18n.t('balances:signedDays', { sign, count: Math.round(Math.abs(days) * 10) / 10 });
}
