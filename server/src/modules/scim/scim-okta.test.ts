import { buildOrganisation, buildTeam } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ssoSettings } from '../../../test/local-issuer';
import type { UserEntity } from '../users';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** The request sequence Okta's SCIM 2.0 test runner sends (users, then groups), and the SCIM list rules. */
describe('SCIM provisioning as Okta performs it', () => {
  let t: TestApp;
  let admin: UserEntity;
  let scim: ReturnType<typeof scimClient>;

  beforeAll(async () => {
    t = await startTestApp({
      config: {
        sso: ssoSettings('https://okta.example.test', { adminGroups: ['Leavewise Admins'], hrGroups: ['00g1hr'] }),
      },
    });
    ({ admin } = await buildOrganisation(t, { admin: {} }));
    scim = scimClient(t, await provisioningToken(t, admin));
  });
  afterAll(() => t.close());

  const userRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT first_name, last_name, is_active, team_id, role, is_admin FROM users WHERE id = $1`,
        [id],
      )
    )[0];

  it('creates with a random userName, reads, replaces with PUT, deactivates with PATCH and finds nothing unknown', async () => {
    const userName = 'Runscope300Test@atko.com';
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`,
    );
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Runscope300', familyName: 'Test' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Runscope300 Test',
      externalId: '00u1okta300',
      groups: [],
      password: 'not-used-by-leavewise',
      active: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).not.toHaveProperty('password');
    expect((await scim('GET', `/Users/${id}`)).body.userName).toBe(userName);
    expect((await scim('GET', '/Users/010101010101010101')).status).toBe(404);
    expect(
      (await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "Runscope404@atko.com"')}`)).body
        .totalResults,
    ).toBe(0);

    const replaced = await scim('PUT', `/Users/${id}`, {
      ...created.body,
      name: { givenName: 'Another', familyName: 'Name' },
    });
    expect(replaced.status).toBe(200);
    expect(await userRow(id)).toMatchObject({ first_name: 'Another', last_name: 'Name', is_active: true });

    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.body.active).toBe(false);
    expect((await userRow(id)).is_active).toBe(false);
    // A PUT that does not say `active` leaves it unassigned (RFC 7644 §3.5.1), and the person as they are.
    const { active: _active, ...withoutActive } = deactivated.body;
    expect((await scim('PUT', `/Users/${id}`, withoutActive)).body).not.toHaveProperty('active');
    expect((await userRow(id)).is_active).toBe(false);
    const reactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(reactivated.body.active).toBe(true);
    expect((await userRow(id)).is_active).toBe(true);
  });

  it('maps groups to the team of the same name and to the roles the SSO group settings name', async () => {
    const { tokens } = await buildOrganisation(t, { hr: {} });
    const teamId = await buildTeam(t, tokens.hr, { name: 'Support' });
    const person = (await scim('POST', '/Users', { schemas: [USER], userName: 'sam@atko.com', active: true })).body;
    const support = await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Support', members: [] });
    const admins = await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Leavewise Admins', members: [] });
    const hr = await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'People team', externalId: '00g1hr' });
    expect([support.status, admins.status, hr.status]).toEqual([201, 201, 201]);

    await scim('PATCH', `/Groups/${support.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: person.id, display: 'sam@atko.com' }] }],
    });
    expect((await userRow(person.id)).team_id).toBe(teamId);

    await scim('PATCH', `/Groups/${hr.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: person.id }] }],
    });
    expect(await userRow(person.id)).toMatchObject({ role: 'hr', is_admin: false });
    await scim('PATCH', `/Groups/${admins.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'members', value: [{ value: person.id }] }],
    });
    expect(await userRow(person.id)).toMatchObject({ is_admin: true });
    const groups = (await scim('GET', `/Users/${person.id}`)).body.groups.map((g: { display: string }) => g.display);
    expect(groups.sort()).toEqual(['Leavewise Admins', 'People team', 'Support']);

    // Okta removes one member by a filtered path; leaving the groups withdraws what they gave.
    await scim('PATCH', `/Groups/${admins.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'remove', path: `members[value eq "${person.id}"]` }],
    });
    await scim('PUT', `/Groups/${hr.body.id}`, { schemas: [GROUP], displayName: 'People team', members: [] });
    await scim('PUT', `/Groups/${support.body.id}`, { schemas: [GROUP], displayName: 'Support', members: [] });
    expect(await userRow(person.id)).toMatchObject({ role: 'staff', is_admin: false, team_id: null });
  });

  it('filters with and/or/co/sw/pr and pages with startIndex and count', async () => {
    for (const name of ['pat', 'paula', 'quinn'])
      await scim('POST', '/Users', {
        schemas: [USER],
        userName: `${name}@filters.test`,
        externalId: `ext-${name}`,
        active: true,
      });
    const search = async (filter: string, page = '') =>
      (await scim('GET', `/Users?filter=${encodeURIComponent(filter)}${page}`)).body;
    const names = (body: { Resources: { userName: string }[] }) => body.Resources.map((u) => u.userName);
    expect(names(await search('userName sw "pa" and userName co "filters.test"'))).toEqual([
      'pat@filters.test',
      'paula@filters.test',
    ]);
    expect(names(await search('externalId eq "ext-quinn" or userName eq "pat@filters.test"'))).toEqual([
      'pat@filters.test',
      'quinn@filters.test',
    ]);
    // externalId is case-exact; userName is not.
    expect((await search('externalId eq "EXT-QUINN"')).totalResults).toBe(0);
    expect((await search('externalId pr and userName ew "@filters.test"')).totalResults).toBe(3);
    const page = await search('userName co "filters.test"', '&startIndex=2&count=1');
    expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(names(page)).toEqual(['paula@filters.test']);
    // Without a filter the database pages: everyone, oldest first.
    const everyone: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM scim_users WHERE deleted_at IS NOT NULL) ORDER BY created_at, id`,
    );
    const unfiltered = (await scim('GET', '/Users?startIndex=2&count=2')).body;
    expect(unfiltered).toMatchObject({ totalResults: everyone.length, startIndex: 2, itemsPerPage: 2 });
    expect(unfiltered.Resources.map((u: { id: string }) => u.id)).toEqual(everyone.slice(1, 3).map((u) => u.id));
    const bad = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(bad).toMatchObject({ status: 400, body: { scimType: 'invalidFilter', status: '400' } });
    expect((await scim('GET', '/Users?count=abc')).status).toBe(400);
  });

  it('answers 412 when If-Match names an old version, and changes nothing', async () => {
    const created = await scim('POST', '/Users', { schemas: [USER], userName: 'etag@atko.com', active: true });
    const oldVersion = created.headers.get('etag')!;
    const renamed = await scim(
      'PATCH',
      `/Users/${created.body.id}`,
      { schemas: [PATCH], Operations: [{ op: 'replace', path: 'name.givenName', value: 'First' }] },
      { 'if-match': oldVersion },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.meta.version).not.toBe(oldVersion);
    const stale = await scim(
      'PATCH',
      `/Users/${created.body.id}`,
      { schemas: [PATCH], Operations: [{ op: 'replace', path: 'name.givenName', value: 'Second' }] },
      { 'if-match': oldVersion },
    );
    expect(stale).toMatchObject({ status: 412, body: { status: '412' } });
    expect((await scim('DELETE', `/Users/${created.body.id}`, undefined, { 'if-match': oldVersion })).status).toBe(412);
    expect((await userRow(created.body.id)).first_name).toBe('First');
    const unchanged = await scim('GET', `/Users/${created.body.id}`, undefined, {
      'if-none-match': renamed.body.meta.version,
    });
    expect(unchanged.status).toBe(304);
  });
});
