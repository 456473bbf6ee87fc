import type { EntityManager } from 'typeorm';
import { ledgerQueries } from './ledger.queries';

/**
 * Serialises changes to one person's balances: held until the transaction ends, taken again at no cost.
 * Every transaction that may change a person's balances takes it before its first write, straight after
 * the row it starts from (the request, the person): writes take row locks of their own (summary rows
 * kept by triggers, foreign-key checks), and a transaction that held one of those while queueing for
 * this lock would wait in a cycle with one that holds this lock and needs the same row.
 */
export function lockPersonBalances(manager: EntityManager, userId: string): Promise<void> {
  return ledgerQueries.lockPerson(manager, userId);
}
