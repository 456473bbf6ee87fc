import type { DataSource } from 'typeorm';
import type { UserEntity } from '../../modules/users/user.entity';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildUser } from '../../../test/factories';
import { SqlParams, type RowScope } from '../../lib/sql';
import {
  belowInLine,
  canReadUser,
  colleaguesOf,
  inPeopleScope,
  isAboveInLine,
  PEOPLE_SCOPES,
  reportingLinesOf,
  seeingEveryone,
  visiblePeople,
  type PersonInLine,
  type PeopleScope,
} from './people.policy';
import { teammates } from './leave-request.policy';
import { seesEveryone } from './roles';

/**
 * The people scopes are the reporting-line predicates as row scopes for lists. Each is checked here
 * against its predicate for every viewer and every person of an organisation with a line four deep,
 * siblings, a person without a manager, HR, an administrator, someone inactive and a stranger:
 *
 *   top (manager) ── mid (manager) ── lead (team lead) ── staff, solo (inactive: gone)
 *   orphan: no manager     hr (HR)     admin     stranger (staff elsewhere, in lead's team)
 */
describe('the people scopes agree with their predicates', () => {
  let t: TestApp;
  let db: DataSource;
  const people: Record<string, UserEntity> = {};
  let lines: Map<string, string[]>;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.dataSource;
    people.top = await buildUser(t, { role: 'manager' });
    people.mid = await buildUser(t, { role: 'manager', managerId: people.top.id });
    people.lead = await buildUser(t, { role: 'team-lead', managerId: people.mid.id });
    people.staff = await buildUser(t, { managerId: people.lead.id });
    people.solo = await buildUser(t, { managerId: people.lead.id, isActive: false });
    people.orphan = await buildUser(t);
    people.hr = await buildUser(t, { role: 'hr' });
    people.admin = await buildUser(t, { role: 'admin' });
    people.stranger = await buildUser(t);
    const teamId: string = (
      await db.query(`INSERT INTO teams (name, description) VALUES ('Platform', '') RETURNING id`)
    )[0].id;
    await db.query(`UPDATE users SET team_id = $1 WHERE id = ANY($2::uuid[])`, [
      teamId,
      [people.lead.id, people.stranger.id],
    ]);
    for (const person of [people.lead, people.stranger]) person.teamId = teamId;
    lines = await reportingLinesOf(
      db,
      Object.values(people).map((person) => person.id),
    );
  });
  afterAll(() => t.close());

  const everyone = () => Object.values(people);
  const inLine = (person: UserEntity): PersonInLine => ({ ...person, managersAbove: lines.get(person.id)! });
  const ids = (selected: UserEntity[]) => selected.map((person) => person.id).sort();

  /** The test's people the scope selects, as users aliased `u` (`other` beside `person`, for scopes of two). */
  async function selected(scope: RowScope, person?: UserEntity): Promise<string[]> {
    const params = new SqlParams([ids(everyone())]);
    const join = person ? `JOIN users person ON person.id = ${params.param(person.id)}` : '';
    const rows: { id: string }[] = await db.query(
      `SELECT u.id FROM users u ${join} WHERE u.id = ANY($1::uuid[]) AND ${params.where(scope)}`,
      params.values,
    );
    return rows.map((row) => row.id).sort();
  }

  // Who signs in is active: the predicates' answers for an inactive viewer are never asked.
  const viewers = () => everyone().filter((person) => person.isActive);

  it('visiblePeople selects exactly whom canReadUser lets the viewer read', async () => {
    for (const viewer of viewers()) {
      const expected = ids(everyone().filter((person) => canReadUser(viewer, inLine(person))));
      expect({ viewer: viewer.email, ids: await selected(visiblePeople(viewer, 'u.id')) }).toEqual({
        viewer: viewer.email,
        ids: expected,
      });
    }
  });

  it('belowInLine selects exactly those the manager isAboveInLine of', async () => {
    let below = 0;
    for (const manager of viewers()) {
      const expected = ids(everyone().filter((person) => isAboveInLine(manager, inLine(person))));
      below += expected.length;
      expect({ manager: manager.email, ids: await selected(belowInLine(manager.id, 'u.id')) }).toEqual({
        manager: manager.email,
        ids: expected,
      });
    }
    expect(below).toBeGreaterThan(5);
  });

  it('inPeopleScope selects the direct reports, the reporting line or everyone, as each scope names', async () => {
    const inScope = (scope: PeopleScope, person: UserEntity) =>
      scope.kind === 'everyone' ||
      (scope.kind === 'directReports'
        ? person.managerId === scope.managerId
        : lines.get(person.id)!.includes(scope.managerId));
    for (const viewer of viewers())
      for (const kind of PEOPLE_SCOPES) {
        const scope: PeopleScope = kind === 'everyone' ? { kind } : { kind, managerId: viewer.id };
        const expected = ids(everyone().filter((person) => inScope(scope, person)));
        expect({ viewer: viewer.email, kind, ids: await selected(inPeopleScope(scope, 'u.id')) }).toEqual({
          viewer: viewer.email,
          kind,
          ids: expected,
        });
      }
  });

  it('seeingEveryone selects exactly the people seesEveryone holds for', async () => {
    expect(await selected(seeingEveryone('u'))).toEqual(
      ids(everyone().filter((person) => person.isActive && seesEveryone(person))),
    );
    expect(await selected(seeingEveryone('u'))).toEqual(ids([people.hr, people.admin]));
  });

  it('colleaguesOf and teammates select the people who share a team or a manager, never the viewer', async () => {
    // No predicate decides these one by one; their definitions, written out.
    for (const viewer of viewers()) {
      const colleagues = everyone().filter(
        (other) =>
          other.id !== viewer.id &&
          other.isActive &&
          (other.managerId === viewer.id ||
            (viewer.teamId !== null && other.teamId === viewer.teamId) ||
            (viewer.managerId !== null && (other.managerId === viewer.managerId || other.id === viewer.managerId))),
      );
      expect({ viewer: viewer.email, ids: await selected(colleaguesOf(viewer, 'u')) }).toEqual({
        viewer: viewer.email,
        ids: ids(colleagues),
      });
      const mates = everyone().filter(
        (other) =>
          other.id !== viewer.id &&
          other.isActive &&
          ((viewer.teamId !== null && other.teamId === viewer.teamId) ||
            (viewer.managerId !== null && other.managerId === viewer.managerId)),
      );
      expect({ viewer: viewer.email, ids: await selected(teammates('person', 'u'), viewer) }).toEqual({
        viewer: viewer.email,
        ids: ids(mates),
      });
    }
    expect(await selected(colleaguesOf(people.lead, 'u'))).toEqual(ids([people.staff, people.stranger, people.mid]));
  });
});
