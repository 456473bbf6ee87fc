import type { EntityManager } from 'typeorm';
import type { PersonPlan } from './people-plan';

/** Rows written per statement. */
const CHUNK = 1000;

const RECORD = `id uuid, email text, employee_number text, first_name text, last_name text, job_title text, department text,
  team_id uuid, role text, is_admin boolean, is_manager boolean, location_id uuid, employment_start_date date`;

const record = (plan: PersonPlan) => ({
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
    const created: { id: string; email: string }[] = await manager.query(
      `INSERT INTO users (email, employee_number, first_name, last_name, job_title, department, team_id, role, is_admin,
         is_manager, location_id, employment_start_date, password_hash)
       SELECT email, employee_number, first_name, last_name, job_title, department, team_id, role, is_admin,
         is_manager, location_id, employment_start_date, NULL
         FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD})
       RETURNING id, email`,
      [JSON.stringify(chunk.map(record))],
    );
    const idOf = new Map(created.map((row) => [row.email, row.id]));
    for (const plan of chunk) plan.userId = idOf.get(plan.values.email)!;
  }
  for (const chunk of chunks(updates)) {
    await manager.query(
      `UPDATE users u SET email = r.email, employee_number = r.employee_number, first_name = r.first_name,
         last_name = r.last_name, job_title = r.job_title, department = r.department, team_id = r.team_id, role = r.role,
         is_admin = r.is_admin, is_manager = r.is_manager, location_id = r.location_id,
         employment_start_date = r.employment_start_date, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD}) WHERE u.id = r.id`,
      [JSON.stringify(chunk.map(record))],
    );
  }
  const withManager = plans.filter((plan) => plan.managerKey && plan.action !== 'unchanged');
  for (const chunk of chunks(withManager)) {
    await manager.query(
      `UPDATE users u SET manager_id = m.id
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, manager_email text)
         JOIN users m ON lower(m.email) = r.manager_email
        WHERE u.id = r.id AND u.manager_id IS DISTINCT FROM m.id`,
      [JSON.stringify(chunk.map((plan) => ({ id: plan.userId, manager_email: plan.managerKey })))],
    );
  }
  return [...creates, ...updates].map((plan) => plan.userId!);
}
