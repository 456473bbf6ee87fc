import type { EntityManager } from 'typeorm';
import { EARLIEST_YEAR, latestYear } from '../../lib/input-limits';
import { availableDays, round2, type LedgerService } from '../balances';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users';
import type { ImportRow, RowError } from './import-rows';
import { importQueries } from './import.queries';

/** A balance's figures as an import shows them, before and after. */
export interface BalanceFigures {
  totalDays: number;
  usedDays: number;
  availableDays: number;
}

export interface BalancePlan {
  line: number;
  email: string;
  leaveType: string;
  year: number;
  action: 'update' | 'unchanged';
  before: BalanceFigures;
  after: BalanceFigures;
}

interface ParsedRow {
  line: number;
  user: UserEntity;
  type: RequestTypeEntity;
  year: number;
  daysTaken: number | null;
  carriedOver: number | null;
  available: number | null;
}

const lower = (text: string) => text.trim().toLowerCase();

/** A figure of days: a number from 0 to 1000 with at most two decimals; null when the cell is blank. */
function days(cell: string, label: string, problems: string[]): number | null {
  if (!cell) return null;
  const value = Number(cell.replace(',', '.'));
  if (!/^\d+([.,]\d+)?$/.test(cell) || !Number.isFinite(value) || value > 1000 || round2(value) !== value) {
    problems.push(`${label} "${cell}" must be a number of days from 0 to 1000 with at most two decimals`);
    return null;
  }
  return value;
}

async function parseRows(manager: EntityManager, rows: readonly ImportRow[], errors: RowError[]): Promise<ParsedRow[]> {
  const emails = [...new Set(rows.map((row) => lower(row.values.email)).filter(Boolean))];
  const users = await importQueries.peopleByEmail(manager, emails);
  const byEmail = new Map(users.map((user) => [lower(user.email), user]));
  // A leave type by its display name ("Paid Time Off") or its internal name ("pto").
  const types = new Map(
    (await manager.find(RequestTypeEntity)).flatMap((type) => [
      [lower(type.name), type] as const,
      [lower(type.displayName), type] as const,
    ]),
  );
  const seen = new Map<string, number>();
  const parsed: ParsedRow[] = [];
  for (const { line, values } of rows) {
    const problems: string[] = [];
    const user = byEmail.get(lower(values.email));
    if (!values.email) problems.push('the email is missing');
    else if (!user) problems.push(`nobody in the organisation has the email ${values.email}`);
    const type = types.get(lower(values.leaveType));
    if (!values.leaveType) problems.push('the leave type is missing');
    else if (!type) problems.push(`unknown leave type "${values.leaveType}"`);
    const year = Number(values.year);
    if (!/^\d{4}$/.test(values.year) || year < EARLIEST_YEAR || year > latestYear())
      problems.push(`leave year "${values.year}" must be a year from ${EARLIEST_YEAR} to ${latestYear()}`);
    const daysTaken = days(values.daysTaken, 'days taken', problems);
    const carriedOver = days(values.carriedOver, 'carried over', problems);
    const available = days(values.available, 'available', problems);
    if (values.carriedOver && values.available)
      problems.push('give either the days carried over or the available days, not both');
    if (!values.daysTaken && !values.carriedOver && !values.available)
      problems.push('give the days taken, the days carried over or the available days');
    const key = `${user?.id}:${type?.id}:${year}`;
    if (user && type && seen.has(key)) problems.push(`the same balance as row ${seen.get(key)}`);
    else seen.set(key, line);
    for (const problem of problems) errors.push({ row: line, message: `row ${line}: ${problem}` });
    if (!problems.length) parsed.push({ line, user: user!, type: type!, year, daysTaken, carriedOver, available });
  }
  return parsed;
}

const figures = (row: { totalDays: number; usedDays: number; pendingDays: number }): BalanceFigures => ({
  totalDays: row.totalDays,
  usedDays: row.usedDays,
  availableDays: availableDays(row),
});

/**
 * Plans and posts opening balances in the caller's transaction: each balance locked (people in a fixed
 * order), and the difference to the file's figures posted as `opening` ledger entries whose reason is
 * the import. Days taken set the used days; carried over sets the days the old system carried into
 * the year (the sum of the opening entries on the total); available sets the total so that many days
 * are left. The dry run runs this in a transaction that is rolled back.
 */
export async function importBalances(
  manager: EntityManager,
  ledger: LedgerService,
  rows: readonly ImportRow[],
  reason: { importId: string | null; fileName: string; actorId: string },
): Promise<{ plans: BalancePlan[]; errors: RowError[] }> {
  const errors: RowError[] = [];
  const parsed = await parseRows(manager, rows, errors);
  if (errors.length) return { plans: [], errors };
  const ordered = [...parsed].sort(
    (a, b) => a.user.id.localeCompare(b.user.id) || a.type.id.localeCompare(b.type.id) || a.year - b.year,
  );
  const plans: BalancePlan[] = [];
  for (const row of ordered) {
    const balance = await ledger.lockRow(manager, row.user, row.type.id, row.year);
    const before = figures(balance);
    const openingTotal = await importQueries.openingTotal(manager, balance.id);
    const usedDelta = row.daysTaken == null ? 0 : round2(row.daysTaken - balance.usedDays);
    let totalDelta = 0;
    if (row.carriedOver != null) totalDelta = round2(row.carriedOver - openingTotal);
    if (row.available != null) totalDelta = round2(row.available - (before.availableDays - usedDelta));
    const entry = {
      kind: 'opening' as const,
      actorId: reason.actorId,
      reason: `Opening balance from the import of ${reason.fileName}`,
      effectiveOn: `${row.year}-01-01`,
      details: { import_id: reason.importId },
    };
    await ledger.post(manager, balance, [
      { ...entry, bucket: 'used', days: usedDelta },
      { ...entry, bucket: 'total', days: totalDelta },
    ]);
    plans.push({
      line: row.line,
      email: row.user.email,
      leaveType: row.type.displayName,
      year: row.year,
      action: usedDelta || totalDelta ? 'update' : 'unchanged',
      before,
      after: figures(balance),
    });
  }
  return { plans: plans.sort((a, b) => a.line - b.line), errors };
}
