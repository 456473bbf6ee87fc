import { buildOrganisation, issueToken } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const SEARCH = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';

type Attribute = {
  name: string;
  type: string;
  referenceTypes?: string[];
  mutability: string;
  subAttributes?: Attribute[];
};

/**
 * What an independent SCIM 2.0 suite (python-scim's scim2-tester) checks beyond the directories'
 * conversations: `$ref` declared where resources carry it, the enterprise extension patched as a
 * whole, `attributes` and `excludedAttributes`, a search at the root, and `count=0`.
 */
describe('SCIM details of RFC 7643 and 7644', () => {
  let t: TestApp;
  let admin: UserEntity;
  let scim: ReturnType<typeof scimClient>;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await buildOrganisation(t, { admin: {} }));
    scim = scimClient(t, await provisioningToken(t, admin));
  });
  afterAll(() => t.close());

  async function createUser(extra: Record<string, unknown> = {}) {
    seq += 1;
    const created = await scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      userName: `rfc-${seq}@example.test`,
      name: { givenName: 'Rowan', familyName: `Detail${seq}` },
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body as { id: string } & Record<string, unknown>;
  }

  const userRow = async (id: string) =>
    (await t.dataSource.query(`SELECT department, employee_number, manager_id FROM users WHERE id = $1`, [id]))[0] as {
      department: string | null;
      employee_number: string | null;
      manager_id: string | null;
    };

  it('declares $ref on groups, manager and members, and members as RFC 7643 §8.7.1 has them', async () => {
    const { body } = await scim('GET', '/Schemas');
    const schema = (id: string) =>
      body.Resources.find((s: { id: string }) => s.id === id) as { attributes: Attribute[] };
    const sub = (id: string, attribute: string, name: string) =>
      schema(id)
        .attributes.find((a) => a.name === attribute)!
        .subAttributes!.find((a) => a.name === name);
    expect(sub(USER, 'groups', '$ref')).toMatchObject({ type: 'reference', referenceTypes: ['Group'] });
    expect(sub(ENTERPRISE, 'manager', '$ref')).toMatchObject({ type: 'reference', referenceTypes: ['User'] });
    expect(sub(GROUP, 'members', '$ref')).toMatchObject({ type: 'reference', referenceTypes: ['User'] });
    expect(sub(GROUP, 'members', 'display')).toBeUndefined();
  });

  it('leaves name, displayName and active unassigned when the directory removes them, and the person as they were', async () => {
    const person = await createUser({ displayName: 'Rowan D.', active: true, title: 'Analyst' });
    const patch = (Operations: unknown[]) => scim('PATCH', `/Users/${person.id}`, { schemas: [PATCH], Operations });
    const profile = async () =>
      (
        await t.dataSource.query(`SELECT first_name, last_name, is_active FROM users WHERE id = $1`, [person.id])
      )[0] as { first_name: string; last_name: string; is_active: boolean };
    const before = await profile();

    for (const path of ['name', 'displayName', 'active']) {
      const answer = await patch([{ op: 'remove', path }]);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toHaveProperty(path);
      expect((await scim('GET', `/Users/${person.id}`)).body).not.toHaveProperty(path);
    }
    // Leavewise still knows the person by their names, and they can still sign in.
    expect(await profile()).toEqual(before);

    // Another attribute patched later keeps them unassigned; the directory sets them again by name.
    expect((await patch([{ op: 'replace', path: 'title', value: 'Lead' }])).body).not.toHaveProperty('name');
    const restored = await patch([
      { op: 'add', path: 'name', value: { givenName: 'Robin', familyName: 'Restored' } },
      { op: 'replace', path: 'active', value: false },
    ]);
    expect(restored.body).toMatchObject({ name: { givenName: 'Robin', familyName: 'Restored' }, active: false });
    expect(await profile()).toEqual({ first_name: 'Robin', last_name: 'Restored', is_active: false });
  });

  it("keeps the emails as sent, with their types and displays, while they hold the person's address", async () => {
    const person = await createUser();
    const emails = [
      { value: `alias-${seq}@example.test`, type: 'other', display: 'Alias' },
      { value: `rowan-${seq}@example.test`, type: 'Work', primary: true, display: 'Rowan at work' },
    ];
    const answer = await scim('PATCH', `/Users/${person.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'emails', value: emails }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.emails).toEqual(emails);
    const [row] = await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [person.id]);
    expect(row.email).toBe(`rowan-${seq}@example.test`);

    // The address changed in Leavewise: the resource says what Leavewise now sends to.
    await t.dataSource.query(`UPDATE users SET email = $2 WHERE id = $1`, [person.id, `moved-${seq}@example.test`]);
    expect((await scim('GET', `/Users/${person.id}`)).body.emails).toEqual([
      { value: `moved-${seq}@example.test`, type: 'work', primary: true },
    ]);
    expect(
      (await scim('POST', '/Users', { schemas: [USER], userName: 'x@example.test', emails: [{ type: 'work' }] })).body,
    ).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });

  it("lists a group's members by value and $ref, and a group without members has no members attribute", async () => {
    const person = await createUser();
    const group = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: `Detail group ${seq}`,
      members: [{ value: person.id }],
    });
    expect(group.body.members).toEqual([{ value: person.id, $ref: expect.stringMatching(`/Users/${person.id}$`) }]);
    const emptied = await scim('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'remove', path: 'members' }],
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body).not.toHaveProperty('members');
    expect(await t.dataSource.query(`SELECT 1 FROM scim_group_members WHERE group_id = $1`, [group.body.id])).toEqual(
      [],
    );
  });

  it('patches the enterprise extension named by its URN: add and replace set what is given, remove clears it', async () => {
    const manager = await createUser();
    const person = await createUser({ [ENTERPRISE]: { department: 'Sales', employeeNumber: 'E-1' } });
    const patch = (Operations: unknown[]) => scim('PATCH', `/Users/${person.id}`, { schemas: [PATCH], Operations });

    let answer = await patch([
      { op: 'add', path: ENTERPRISE, value: { department: 'Finance', manager: { value: manager.id } } },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body[ENTERPRISE]).toMatchObject({
      department: 'Finance',
      employeeNumber: 'E-1',
      manager: { value: manager.id },
    });
    expect(await userRow(person.id)).toEqual({ department: 'Finance', employee_number: 'E-1', manager_id: manager.id });

    answer = await patch([{ op: 'replace', path: ENTERPRISE, value: { employeeNumber: 'E-2' } }]);
    expect(answer.status).toBe(200);
    expect(await userRow(person.id)).toEqual({ department: 'Finance', employee_number: 'E-2', manager_id: manager.id });

    // A path-less value with the extension nested under its URN, beside a core attribute.
    answer = await patch([{ op: 'replace', value: { title: 'Buyer', [ENTERPRISE]: { department: 'Purchasing' } } }]);
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Buyer');
    expect((await userRow(person.id)).department).toBe('Purchasing');

    answer = await patch([{ op: 'remove', path: ENTERPRISE }]);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty([ENTERPRISE]);
    expect(await userRow(person.id)).toEqual({ department: null, employee_number: null, manager_id: null });

    // Removing it again has nothing to remove; a value that is not an object is refused and changes nothing.
    expect((await patch([{ op: 'remove', path: ENTERPRISE }])).status).toBe(200);
    const refused = await patch([{ op: 'replace', path: ENTERPRISE, value: 'Sales' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.scimType).toBe('invalidValue');
    expect(await userRow(person.id)).toEqual({ department: null, employee_number: null, manager_id: null });
  });

  it('answers only the attributes asked for, or all but the excluded ones, on a resource, a list and a search', async () => {
    const person = await createUser({ title: 'Analyst', [ENTERPRISE]: { department: 'Research' } });
    const one = (query: string) => scim('GET', `/Users/${person.id}?${query}`);

    const only = await one(
      'attributes=userName,name.givenName,urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
    );
    expect(only.status).toBe(200);
    expect(only.body).toEqual({
      schemas: [USER, ENTERPRISE],
      id: person.id,
      userName: person.userName,
      name: { givenName: 'Rowan' },
      [ENTERPRISE]: { department: 'Research' },
    });
    // The ETag is the whole resource's, as without the parameter.
    expect(only.headers.get('etag')).toBe((await scim('GET', `/Users/${person.id}`)).headers.get('etag'));

    const without = await one('excludedAttributes=name,emails.type,title');
    expect(without.body.name).toBeUndefined();
    expect(without.body.title).toBeUndefined();
    expect(without.body.emails).toEqual([{ value: person.userName, primary: true }]);
    expect(without.body.userName).toBe(person.userName);
    // id and schemas are always returned.
    expect((await one('excludedAttributes=id,schemas')).body).toMatchObject({
      id: person.id,
      schemas: [USER, ENTERPRISE],
    });

    // A path with a value filter names its attribute.
    expect((await one('attributes=emails%5Btype+eq+%22work%22%5D')).body).toEqual({
      schemas: [USER, ENTERPRISE],
      id: person.id,
      emails: [{ value: person.userName, type: 'work', primary: true }],
    });

    const listed = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${person.userName}"`)}&attributes=title`,
    );
    expect(listed.body.Resources).toEqual([{ schemas: [USER, ENTERPRISE], id: person.id, title: 'Analyst' }]);

    const searched = await scim('POST', '/Users/.search', {
      schemas: [SEARCH],
      filter: `userName eq "${person.userName}"`,
      excludedAttributes: ['groups', 'meta', ENTERPRISE],
    });
    expect(searched.status).toBe(200);
    expect(Object.keys(searched.body.Resources[0]).sort()).toEqual(
      ['active', 'emails', 'id', 'name', 'schemas', 'title', 'userName'].sort(),
    );
  });

  it('refuses an attribute list that is not one before changing anything', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM users`);
    const refused = await scim('POST', '/Users?attributes=name.given.name', {
      schemas: [USER],
      userName: 'never-made@example.test',
      name: { givenName: 'Never', familyName: 'Made' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.scimType).toBe('invalidSyntax');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM users`)).toEqual(before);
  });

  it('searches users and groups at the root, paged as one list', async () => {
    const person = await createUser();
    const group = await scim('POST', '/Groups', { schemas: [GROUP], displayName: `Root Search ${seq}` });
    expect(group.status).toBe(201);
    const users = (await scim('GET', '/Users?count=0')).body.totalResults as number;
    const groups = (await scim('GET', '/Groups?count=0')).body.totalResults as number;

    const all = await scim('POST', '/.search', { schemas: [SEARCH], attributes: ['externalId'], count: 1000 });
    expect(all.status).toBe(200);
    expect(all.body.totalResults).toBe(users + groups);
    const ids = all.body.Resources.map((resource: { id: string }) => resource.id);
    expect(ids).toContain(person.id);
    expect(ids.indexOf(group.body.id)).toBeGreaterThan(ids.indexOf(person.id));

    // The page that crosses from the last users into the groups.
    const crossing = await scim('POST', '/.search', { schemas: [SEARCH], startIndex: users, count: 2 });
    expect(crossing.body.Resources.map((resource: { schemas: string[] }) => resource.schemas[0])).toEqual([
      USER,
      GROUP,
    ]);

    const named = await scim('POST', '/.search', { schemas: [SEARCH], filter: `displayName eq "Root Search ${seq}"` });
    expect(named.body.totalResults).toBe(1);
    expect(named.body.Resources[0].id).toBe(group.body.id);
  });

  it('keeps name.formatted as sent; a patch of the given name alone moves the derived names with it', async () => {
    const titled = await createUser({
      name: { formatted: 'Dr. Rowan Q. Titled', givenName: 'Rowan', familyName: 'Titled' },
    });
    expect(titled.name).toEqual({ formatted: 'Dr. Rowan Q. Titled', givenName: 'Rowan', familyName: 'Titled' });
    const [stored] = await t.dataSource.query(`SELECT formatted_name FROM scim_users WHERE user_id = $1`, [titled.id]);
    expect(stored.formatted_name).toBe('Dr. Rowan Q. Titled');

    const plain = await createUser();
    const renamed = await scim('PATCH', `/Users/${plain.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'name.givenName', value: 'Robin' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name.formatted).toBe(`Robin Detail${seq}`);
    // No displayName was sent: the resource has none, rather than an old name kept as if it had been.
    expect(renamed.body).not.toHaveProperty('displayName');
    const [row] = await t.dataSource.query(`SELECT display_name, formatted_name FROM scim_users WHERE user_id = $1`, [
      plain.id,
    ]);
    expect(row).toEqual({ display_name: null, formatted_name: null });
  });

  it('erases what the directory told of a person with their personal data', async () => {
    const leaver = await createUser({
      userName: 'r.gone@corp.example.test',
      emails: [{ value: 'rowan.gone@example.test', type: 'work' }],
      displayName: 'Ro Gone',
      name: { formatted: 'Mx. Rowan Gone', givenName: 'Rowan', familyName: 'Gone' },
      addresses: [{ type: 'home', streetAddress: '1 Private Lane', locality: 'Leeds' }],
    });
    expect(
      (
        await scim('PATCH', `/Users/${leaver.id}`, {
          schemas: [PATCH],
          Operations: [{ op: 'replace', path: 'active', value: false }],
        })
      ).status,
    ).toBe(200);
    const erased = await t.gql<{ erasePersonalData: { pseudonym: string } }>(
      `mutation ($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { pseudonym } }`,
      { input: { userId: leaver.id, confirmName: 'Rowan Gone' } },
      await issueToken(t, admin),
    );
    expect(erased.errors).toBeUndefined();
    const [row] = await t.dataSource.query(
      `SELECT s.user_name, s.display_name, s.formatted_name, s.addresses, u.email
         FROM scim_users s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1`,
      [leaver.id],
    );
    expect(row).toEqual({
      user_name: row.email,
      display_name: null,
      formatted_name: null,
      addresses: null,
      email: row.email,
    });
    expect(row.email).not.toContain('gone');
    const answer = await scim('GET', `/Users/${leaver.id}`);
    expect(JSON.stringify(answer.body)).not.toMatch(/gone|Private Lane/i);
  });

  it('keeps a preferredLanguage that names no language as sent, and speaks none from it', async () => {
    const tag = '5ec3ee8b-01cc-4f69-a09e-f4a16862bf0f';
    const person = await createUser({ preferredLanguage: tag });
    expect(person.preferredLanguage).toBe(tag);
    const [row] = await t.dataSource.query(`SELECT directory_language FROM users WHERE id = $1`, [person.id]);
    expect(row.directory_language).toBeNull();
  });

  it('answers count=0 with the total and no resources', async () => {
    await createUser();
    const { body } = await scim('GET', '/Users?count=0');
    expect(body.totalResults).toBeGreaterThan(1);
    expect(body.itemsPerPage).toBe(0);
    expect(body.Resources).toEqual([]);
  });
});
