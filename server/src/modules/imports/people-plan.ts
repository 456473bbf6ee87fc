import type { EntityManager } from 'typeorm';
import { canAdministerPerson, canGrantRole, type SignedInActor } from '../../auth/policy';
import { parseIsoDate } from '../../lib/dates';
import { isAppError } from '../../lib/errors';
import { normaliseEmail, requireName, resolveRoleAndFlags, ROLES, type RoleValue } from '../users';
import type { ImportRow, RowError } from './import-rows';
import { importQueries, type ExistingPerson, type PersonValues } from './import.queries';

export type { PersonValues } from './import.queries';

/** What the import does with one row; `managerKey`: the manager's email (lower case), resolved on apply. */
export interface PersonPlan {
  line: number;
  action: 'create' | 'update' | 'unchanged';
  userId: string | null;
  values: PersonValues;
  managerKey: string | null;
  /** The fields that change (an update). */
  changed: string[];
}

const ROLE_NAMES: Record<string, RoleValue> = {
  administrator: 'admin',
  teamlead: 'team-lead',
  lead: 'team-lead',
  humanresources: 'hr',
  ...Object.fromEntries(ROLES.map((role) => [role.replace('-', ''), role])),
};

const lower = (text: string) => text.trim().toLowerCase();

/** Runs a check that throws the product's BAD_USER_INPUT, turning its message into a row error. */
function attempt<T>(errors: string[], check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!isAppError(error)) throw error;
    errors.push(error.message.charAt(0).toLowerCase() + error.message.slice(1));
    return undefined;
  }
}

async function loadOrganisation(manager: EntityManager) {
  const { people, teams, locations } = await importQueries.organisation(manager);
  return {
    people,
    byId: new Map(people.map((p) => [p.id, p])),
    byEmail: new Map(people.map((p) => [lower(p.email), p])),
    byNumber: new Map(people.filter((p) => p.employeeNumber).map((p) => [lower(p.employeeNumber!), p])),
    teams: new Map(teams.map((t) => [lower(t.name), t.id])),
    // The default location is stored as none.
    locations: new Map(locations.map((l) => [lower(l.name), l.is_default ? null : l.id])),
  };
}

const COMPARED: (keyof PersonValues)[] = [
  'email',
  'employeeNumber',
  'firstName',
  'lastName',
  'jobTitle',
  'department',
  'teamId',
  'role',
  'isAdmin',
  'isManager',
  'locationId',
  'employmentStartDate',
];

/**
 * Plans a people import against the organisation as it is now (read in `manager`'s transaction): each
 * row created, updated or left alone, and every row's errors in plain words. A blank cell leaves a
 * person's value as it is. Pure reading: the dry run and the apply run this same plan.
 */
export async function planPeople(
  manager: EntityManager,
  actor: SignedInActor,
  rows: readonly ImportRow[],
): Promise<{ plans: PersonPlan[]; errors: RowError[] }> {
  const org = await loadOrganisation(manager);
  const errors: RowError[] = [];
  const plans: PersonPlan[] = [];
  const firstLineOfEmail = new Map<string, number>();
  const firstLineOfNumber = new Map<string, number>();
  const matched = new Map<string, number>();
  const namedAsManager = new Set<string>();
  for (const row of rows) if (row.values.managerEmail) namedAsManager.add(lower(row.values.managerEmail));
  const emailsInFile = new Set(rows.map((row) => lower(row.values.email)));

  for (const { line, values: cells } of rows) {
    const problems: string[] = [];
    const email = attempt(problems, () => normaliseEmail(cells.email));
    const emailKey = email ? lower(email) : null;
    if (emailKey) {
      const first = firstLineOfEmail.get(emailKey);
      if (first) problems.push(`duplicate email (also on row ${first})`);
      else firstLineOfEmail.set(emailKey, line);
    }
    const employeeNumber = cells.employeeNumber || null;
    if (employeeNumber) {
      const first = firstLineOfNumber.get(lower(employeeNumber));
      if (employeeNumber.length > 50) problems.push('the employee number is longer than 50 characters');
      if (first) problems.push(`duplicate employee number (also on row ${first})`);
      else firstLineOfNumber.set(lower(employeeNumber), line);
    }
    const byNumber = employeeNumber ? org.byNumber.get(lower(employeeNumber)) : undefined;
    const byEmail = emailKey ? org.byEmail.get(emailKey) : undefined;
    if (byNumber && byEmail && byNumber.id !== byEmail.id)
      problems.push(`${email} belongs to another person than employee number ${employeeNumber}`);
    const existing = byNumber ?? byEmail;
    if (existing) {
      const other = matched.get(existing.id);
      if (other) problems.push(`this is the same person as row ${other}`);
      else matched.set(existing.id, line);
    }

    const firstName =
      cells.firstName || !existing
        ? attempt(problems, () => requireName(cells.firstName, 'First name'))
        : existing.firstName;
    const lastName =
      cells.lastName || !existing
        ? attempt(problems, () => requireName(cells.lastName, 'Last name'))
        : existing.lastName;
    const jobTitle = cells.jobTitle || (existing?.jobTitle ?? null);
    if (cells.jobTitle && cells.jobTitle.length < 3) problems.push('the job title must be at least 3 characters');
    if (cells.jobTitle.length > 200) problems.push('the job title must be at most 200 characters');
    const department = cells.department || (existing?.department ?? null);
    if (cells.department.length > 100) problems.push('the department must be at most 100 characters');

    let teamId = existing?.teamId ?? null;
    if (cells.team) {
      const found = org.teams.get(lower(cells.team));
      if (found === undefined) problems.push(`unknown team "${cells.team}"`);
      else teamId = found;
    }
    let locationId = existing?.locationId ?? null;
    if (cells.location) {
      const found = org.locations.get(lower(cells.location));
      if (found === undefined) problems.push(`unknown location "${cells.location}"`);
      else locationId = found;
    }
    let role: RoleValue | undefined;
    if (cells.role) {
      role = ROLE_NAMES[lower(cells.role).replace(/[^a-z]/g, '')];
      if (!role) problems.push(`unknown role "${cells.role}" (staff, team lead, manager, HR or admin)`);
    }
    const flags = attempt(problems, () =>
      resolveRoleAndFlags(existing ?? null, {
        role,
        isManager: emailKey && namedAsManager.has(emailKey) ? true : undefined,
      }),
    );
    if (flags && flags.role !== existing?.role && !canGrantRole(actor.user, flags.role))
      problems.push('only an administrator can make someone HR or an administrator');
    let employmentStartDate = existing?.employmentStartDate ?? null;
    if (cells.employmentStartDate) {
      if (!parseIsoDate(cells.employmentStartDate))
        problems.push(`first day of employment "${cells.employmentStartDate}" is not a date written YYYY-MM-DD`);
      else employmentStartDate = cells.employmentStartDate;
    }
    const managerKey = cells.managerEmail ? lower(cells.managerEmail) : null;
    if (managerKey && managerKey === emailKey) problems.push('a person cannot be their own manager');
    else if (managerKey && !emailsInFile.has(managerKey) && !org.byEmail.get(managerKey)?.isActive)
      problems.push(`manager ${cells.managerEmail} is not in the file or the organisation`);

    for (const problem of problems) errors.push({ row: line, message: `row ${line}: ${problem}` });
    if (problems.length || !email || !firstName || !lastName || !flags) continue;
    const values: PersonValues = {
      email: existing && lower(existing.email) === emailKey ? existing.email : email,
      employeeNumber: employeeNumber ?? existing?.employeeNumber ?? null,
      firstName,
      lastName,
      jobTitle,
      department,
      teamId,
      ...flags,
      locationId,
      employmentStartDate,
    };
    const changed = existing ? COMPARED.filter((key) => values[key] !== existing[key]) : [];
    if (existing && changed.length && !canAdministerPerson(actor.user, existing)) {
      errors.push({
        row: line,
        message: `row ${line}: only an administrator can change the account of ${existing.email}`,
      });
      continue;
    }
    plans.push({
      line,
      action: !existing ? 'create' : changed.length ? 'update' : 'unchanged',
      userId: existing?.id ?? null,
      values,
      managerKey,
      changed,
    });
  }
  resolveManagers(org, rows, plans, errors, (person) => canAdministerPerson(actor.user, person));
  return { plans, errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * Managers: each named one is in the file or an active person flagged as a manager; a manager that
 * changes marks its row as updated; no reporting line may go round in a circle (the rows named).
 */
function resolveManagers(
  org: Awaited<ReturnType<typeof loadOrganisation>>,
  rows: readonly ImportRow[],
  plans: PersonPlan[],
  errors: RowError[],
  mayChange: (person: ExistingPerson) => boolean,
): void {
  const planByEmail = new Map(plans.map((plan) => [lower(plan.values.email), plan]));
  const planByUser = new Map(plans.filter((plan) => plan.userId).map((plan) => [plan.userId!, plan]));
  const rowByLine = new Map(rows.map((row) => [row.line, row]));
  const indexOf = new Map(plans.map((plan, index) => [plan, index]));
  for (const plan of plans) {
    if (!plan.managerKey) continue;
    if (planByEmail.has(plan.managerKey)) continue;
    const manager = org.byEmail.get(plan.managerKey);
    const named = rowByLine.get(plan.line)!.values.managerEmail;
    // A manager in the file whose own row has errors: that row's errors say why.
    if (!manager || !manager.isActive || planByUser.has(manager.id)) plan.managerKey = null;
    else if (!manager.isManager) {
      errors.push({
        row: plan.line,
        message: `row ${plan.line}: manager ${named} is not flagged as a manager: add them to the file with the role manager`,
      });
    }
  }
  // Each plan's manager as the file leaves it: the key of a plan, or a person's id outside the file.
  const managerOf = (key: string): string | null => {
    const plan = key.startsWith('row:') ? plans[Number(key.slice(4))] : undefined;
    if (plan) {
      if (plan.managerKey) {
        const managerPlan = planByEmail.get(plan.managerKey);
        if (managerPlan) return `row:${indexOf.get(managerPlan)}`;
        const person = org.byEmail.get(plan.managerKey)!;
        return person ? keyOfUser(person.id) : null;
      }
      const current = plan.userId ? org.byId.get(plan.userId)?.managerId : null;
      return current ? keyOfUser(current) : null;
    }
    const managerId = org.byId.get(key.slice(5))?.managerId;
    return managerId ? keyOfUser(managerId) : null;
  };
  const keyOfUser = (id: string): string => {
    const plan = planByUser.get(id);
    return plan ? `row:${indexOf.get(plan)}` : `user:${id}`;
  };
  const done = new Set<string>();
  plans.forEach((_plan, index) => {
    const path: string[] = [];
    const onPath = new Set<string>();
    let key: string | null = `row:${index}`;
    while (key && !done.has(key) && !onPath.has(key)) {
      path.push(key);
      onPath.add(key);
      key = managerOf(key);
    }
    if (key && onPath.has(key)) {
      const cycle = path.slice(path.indexOf(key));
      const inFile = cycle.filter((k) => k.startsWith('row:')).map((k) => plans[Number(k.slice(4))]);
      const emails = cycle.map((k) =>
        k.startsWith('row:') ? plans[Number(k.slice(4))].values.email : org.byId.get(k.slice(5))!.email,
      );
      const lines = inFile.map((p) => p.line).sort((a, b) => a - b);
      errors.push({
        row: lines[0],
        message: `rows ${lines.join(', ')}: the reporting line goes round in a circle (${[...emails, emails[0]].join(' → ')})`,
      });
    }
    for (const visited of path) done.add(visited);
  });
  for (const plan of plans) {
    if (plan.action === 'create' || !plan.managerKey) continue;
    const current = org.byId.get(plan.userId!)!.managerId;
    const next = planByEmail.get(plan.managerKey)?.userId ?? org.byEmail.get(plan.managerKey)?.id ?? null;
    if (next === current) continue;
    const person = org.byId.get(plan.userId!)!;
    if (!mayChange(person))
      errors.push({
        row: plan.line,
        message: `row ${plan.line}: only an administrator can change the account of ${person.email}`,
      });
    plan.changed.push('managerId');
    plan.action = 'update';
  }
}
