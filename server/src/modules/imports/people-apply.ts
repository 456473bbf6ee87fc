import type { EntityManager } from 'typeorm';
import { importQueries, type PersonRecord } from './import.queries';
import type { PersonPlan } from './people-plan';

/** Rows written per statement. */
const CHUNK = 1000;

const record = (plan: PersonPlan): PersonRecord => ({
  id: plan.userId,
  email: plan.values.email,
  employee_number: plan.values.employeeNumber,
  first_name: plan.values.firstName,
  last_name: plan.values.lastName,
  job_title: plan.values.jobTitle,
  department: plan.values.department,
  team_id: plan.values.teamId,
  role: plan.values.role,
  is_admin: plan.values.isAdmin,
  is_manager: plan.values.isManager,
  location_id: plan.values.locationId,
  employment_start_date: plan.values.employmentStartDate,
});

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

/**
 * Writes a people plan free of errors, in the caller's transaction: new people (without a password:
 * they sign in through single sign-on or the set-password email), then changed people, then the
 * managers (a manager may be a row further down). Returns the ids of the people written.
 */
export async function applyPeople(manager: EntityManager, plans: readonly PersonPlan[]): Promise<string[]> {
  const creates = plans.filter((plan) => plan.action === 'create');
  const updates = plans.filter((plan) => plan.action === 'update');
  for (const chunk of chunks(creates)) {
    const created = await importQueries.insertPeople(manager, chunk.map(record));
    const idOf = new Map(created.map((row) => [row.email, row.id]));
    for (const plan of chunk) plan.userId = idOf.get(plan.values.email)!;
  }
  for (const chunk of chunks(updates)) await importQueries.updatePeople(manager, chunk.map(record));
  const withManager = plans.filter((plan) => plan.managerKey && plan.action !== 'unchanged');
  for (const chunk of chunks(withManager))
    await importQueries.setManagers(
      manager,
      chunk.map((plan) => ({ id: plan.userId, manager_email: plan.managerKey })),
    );
  return [...creates, ...updates].map((plan) => plan.userId!);
}
