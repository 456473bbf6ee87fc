// The balances module's public face: what other modules may use of it.
export { round2 } from './allowance-rules';
export { LeaveBalanceEntity } from './balance.entity';
export { availableDays, balanceAlert, balanceStatus, turnsLow } from './balance-figures';
export type { BalanceStatusValue } from './balance-figures';
export type { BalanceService } from './balance.service';
export { accrualDateFor } from './ledger.service';
export type { LedgerService, NewLedgerEntry } from './ledger.service';
export { lockPersonBalances } from './person-lock';
