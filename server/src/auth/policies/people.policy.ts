/** Who may see and administer whom: the reporting line, the directory rule and the people scopes. */
import type { DataSource, EntityManager } from 'typeorm';
import type { Person } from '../person';
import { forbidden } from '../../lib/errors';
import { shortRead } from '../../lib/pipelined-reads';
import { EVERY_ROW, rowScope, type RowScope } from '../../lib/sql';
import { isAdmin, isHr, isManagerOf, seesEveryone } from './roles';

/** Users aliased `alias` who are HR or an administrator (seesEveryone). */
export const seeingEveryone = (alias: string): RowScope =>
  rowScope(() => `(${alias}.is_active AND (${alias}.is_admin OR ${alias}.role = 'hr'))`);

// ── Who may see whom: the reporting line ─────────────────────────────────────────────────────────────
// A manager sees everyone below them (their reports, their reports' reports, …); HR and administrators
// see everyone; everyone sees themselves. This is the one definition: as row scopes for queries (belowInLine,
// visiblePeople, inPeopleScope) and over a loaded reporting line for single objects (canReadUser).

/** Deepest reporting line followed (management cycles are refused when managers are assigned). */
const MAX_LINE_DEPTH = 50;

/** A person with the managers above them, nearest first (their reporting line). */
export type PersonInLine = Pick<Person, 'id' | 'managerId'> & { managersAbove: readonly string[] };

/** Subquery: the ids of everyone below the manager whose id is bound as `manager`, however deep. */
const reportsBelow = (manager: string): string =>
  `(WITH RECURSIVE below(id, depth) AS (
      SELECT id, 1 FROM users WHERE manager_id = ${manager}
      UNION ALL SELECT u.id, b.depth + 1 FROM users u JOIN below b ON u.manager_id = b.id WHERE b.depth < ${MAX_LINE_DEPTH}
    ) SELECT id FROM below)`;

/** The people below the manager in their reporting line, however deep (isAboveInLine), by the id in `idColumn`. */
export const belowInLine = (managerId: string, idColumn: string): RowScope =>
  rowScope((bind) => `${idColumn} IN ${reportsBelow(bind(managerId))}`);

/** The people `viewer` may see (canReadUser), by the id in `idColumn`. */
export function visiblePeople(viewer: Person, idColumn: string): RowScope {
  if (seesEveryone(viewer)) return EVERY_ROW;
  return rowScope((bind) => {
    const viewerId = bind(viewer.id);
    return `(${idColumn} = ${viewerId} OR ${idColumn} IN ${reportsBelow(viewerId)})`;
  });
}

/** Loads the reporting lines of people: for each id, the managers above them, nearest first. */
export async function reportingLinesOf(
  db: DataSource | EntityManager,
  personIds: readonly string[],
): Promise<Map<string, string[]>> {
  const lines = new Map<string, string[]>(personIds.map((id) => [id, []]));
  if (!personIds.length) return lines;
  const rows = await shortRead<{ person_id: string; manager_id: string }>(
    db,
    `WITH RECURSIVE up(person_id, manager_id, depth) AS (
       SELECT id, manager_id, 1 FROM users WHERE id = ANY($1::uuid[]) AND manager_id IS NOT NULL
       UNION ALL SELECT up.person_id, m.manager_id, up.depth + 1 FROM up JOIN users m ON m.id = up.manager_id
       WHERE m.manager_id IS NOT NULL AND up.depth < ${MAX_LINE_DEPTH}
     ) SELECT person_id, manager_id FROM up ORDER BY person_id, depth`,
    [personIds],
  );
  for (const row of rows) lines.get(row.person_id)?.push(row.manager_id);
  return lines;
}

/** A person with their reporting line loaded. */
export async function withReportingLine<T extends Pick<Person, 'id' | 'managerId'>>(
  db: DataSource | EntityManager,
  person: T,
): Promise<T & { managersAbove: string[] }> {
  return { ...person, managersAbove: (await reportingLinesOf(db, [person.id])).get(person.id) ?? [] };
}

/** Whether `manager` is above the person in their reporting line (their manager, or a manager of one, …). */
export const isAboveInLine = (manager: Person, person: PersonInLine): boolean =>
  manager.isActive && person.managersAbove.includes(manager.id);

export function canReadUser(actor: Person, target: PersonInLine): boolean {
  return actor.id === target.id || seesEveryone(actor) || isAboveInLine(actor, target);
}

/**
 * The directory rule: who sees a person's details (email, department, job title, role and flags, whether
 * active, work hours and address, manager, last sign-in, creation date). The person themselves, HR and
 * administrators, and their reporting line: the managers above them (all of them when the line is
 * loaded, else their own manager) and their own manager seen by them.
 * Everyone else sees a colleague's name, team and avatar only (DIRECTORY_PUBLIC_FIELDS), whichever path
 * leads to them (teams, requests, audit, events, REST or GraphQL). `viewer` null: nobody's details.
 */
export function canSeePersonDetails(
  viewer: Person | null,
  person: Pick<Person, 'id' | 'managerId'> & { managersAbove?: readonly string[] },
): boolean {
  if (!viewer || !viewer.isActive) return false;
  if (viewer.id === person.id || seesEveryone(viewer)) return true;
  const above = person.managersAbove ? person.managersAbove.includes(viewer.id) : isManagerOf(viewer, person);
  return above || (viewer.managerId !== null && viewer.managerId === person.id);
}

/** What anyone signed in sees of a colleague outside their reporting line (GraphQL User field names). */
export const DIRECTORY_PUBLIC_FIELDS = ['id', 'firstName', 'lastName', 'fullName', 'profileImageUrl', 'team'] as const;

/** Balances follow the person: self, their reporting line, HR and admins. */
export const canReadBalancesOf = canReadUser;

// ── Whose figures: the people scopes ──────────────────────────────────────────────────────────────
// The dashboard, Team Overview, Team Calendar, Reports and Analytics count the same people for the same
// scope: this is the one definition, as a row scope (inPeopleScope) over the reporting line.

/**
 * A manager's direct reports (the people whose manager they are), their reporting line (everyone below
 * them, however deep) or everyone in the organisation. The viewer is in neither of their own first two;
 * everyone includes them.
 */
export const PEOPLE_SCOPES = ['directReports', 'reportingLine', 'everyone'] as const;
export type PeopleScopeKind = (typeof PEOPLE_SCOPES)[number];
export type PeopleScope = { kind: 'everyone' } | { kind: 'directReports' | 'reportingLine'; managerId: string };

/** The scope a screen shows when none is asked for: everyone for HR and administrators, else the reporting line. */
export const defaultPeopleScope = (user: Person): PeopleScopeKind =>
  seesEveryone(user) ? 'everyone' : 'reportingLine';

/**
 * The scope the viewer asked for (or their default) around the viewer; everyone only for those who see
 * everyone (HR and administrators), FORBIDDEN for anyone else.
 */
export function peopleScopeFor(user: Person, asked?: PeopleScopeKind | null): PeopleScope {
  const kind = asked ?? defaultPeopleScope(user);
  if (kind !== 'everyone') return { kind, managerId: user.id };
  if (!seesEveryone(user))
    throw forbidden('Only HR and administrators see everyone: choose your direct reports or your reporting line');
  return { kind };
}

/** The people in the scope, by the id in `idColumn`. */
export function inPeopleScope(scope: PeopleScope, idColumn: string): RowScope {
  if (scope.kind === 'everyone') return EVERY_ROW;
  if (scope.kind === 'reportingLine') return belowInLine(scope.managerId, idColumn);
  const { managerId } = scope;
  return rowScope((bind) => `${idColumn} IN (SELECT id FROM users WHERE manager_id = ${bind(managerId)})`);
}

/**
 * The roles someone may give when creating or editing people: administrators any; HR the roles of the
 * reporting line (staff, team lead, manager), never HR or ADMIN, so HR cannot widen its own powers.
 */
export function canGrantRole(actor: Person, role: Person['role']): boolean {
  if (isAdmin(actor)) return true;
  return isHr(actor) && (role === 'staff' || role === 'team-lead' || role === 'manager');
}

/**
 * Whose account someone may administer (details, manager, team, activation): administrators anyone's,
 * HR anyone's but an administrator's.
 */
export function canAdministerPerson(actor: Person, person: Pick<Person, 'isAdmin' | 'role'>): boolean {
  if (isAdmin(actor)) return true;
  return isHr(actor) && !person.isAdmin && person.role !== 'admin';
}

/**
 * Colleagues on the Team Calendar, users aliased `alias`: people who share the viewer's team or
 * manager, the viewer's manager and the viewer's direct reports (never the viewer).
 * Everyone sees their colleagues' approved leave with names and dates only (no type, notes or
 * reasons); what else they may see of a request follows canReadRequest.
 */
export function colleaguesOf(viewer: Person, alias = 'u'): RowScope {
  return rowScope((bind) => {
    const viewerId = bind(viewer.id);
    const shared = [`${alias}.manager_id = ${viewerId}`];
    if (viewer.teamId) shared.push(`${alias}.team_id = ${bind(viewer.teamId)}`);
    if (viewer.managerId) {
      const managerId = bind(viewer.managerId);
      shared.push(`${alias}.manager_id = ${managerId}`, `${alias}.id = ${managerId}`);
    }
    return `(${alias}.id <> ${viewerId} AND ${alias}.is_active AND (${shared.join(' OR ')}))`;
  });
}
