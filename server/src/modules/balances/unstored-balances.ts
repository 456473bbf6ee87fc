import { isUuid } from '../../lib/ids';
import { EARLIEST_YEAR, latestYear } from '../../lib/input-limits';
import { round2 } from './allowance-rules';
import { LeaveBalanceEntity } from './balance.entity';
import { accrualDateFor, type NewLedgerEntry } from './ledger.service';
import { rowKey, type RowKey } from './rule-targets';

/**
 * Balances a read shows before they are stored (reads never write). A row not stored yet is named by
 * its key, `<person id>:<type id>:<year>`, until a change stores it under an id of its own.
 */

/** The row of (person, type, year) before it is stored: empty, opened by the rules when read (asOfNow). */
export function unstoredRow(key: RowKey): LeaveBalanceEntity {
  return Object.assign(new LeaveBalanceEntity(), {
    ...key,
    id: rowKey(key),
    totalDays: 0,
    usedDays: 0,
    pendingDays: 0,
    rules: {},
    baselinePending: false,
  });
}

/** The person, type and year of a balance shown before it is stored (its id is their key), or null. */
export function unstoredKeyOf(id: string): RowKey | null {
  const [userId, requestTypeId, year, ...rest] = id.split(':');
  const parsed = Number(year);
  const valid = isUuid(userId) && isUuid(requestTypeId) && !rest.length && /^\d{4}$/.test(year ?? '');
  return valid && parsed >= EARLIEST_YEAR && parsed <= latestYear() ? { userId, requestTypeId, year: parsed } : null;
}

/** Days of a row's unposted entries (asOfNow) that count towards what has accrued by today, within its year. */
export function unpostedAccruedDays(balance: { year: number; unposted?: NewLedgerEntry[] }, startMonth = 1): number {
  const asOf = accrualDateFor(balance.year, startMonth);
  return round2(
    (balance.unposted ?? [])
      .filter((entry) => entry.bucket === 'total' && entry.effectiveOn <= asOf)
      .reduce((sum, entry) => sum + entry.days, 0),
  );
}
