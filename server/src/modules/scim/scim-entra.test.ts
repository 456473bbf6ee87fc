import { buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/**
 * The request sequence Microsoft documents for Entra ID's provisioning service and its SCIM validator
 * (user and group operations), replayed against the service; results read back from Postgres.
 */
describe('SCIM provisioning as Entra ID performs it', () => {
  let t: TestApp;
  let admin: UserEntity;
  let scim: ReturnType<typeof scimClient>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await buildOrganisation(t, { admin: {} }));
    scim = scimClient(t, await provisioningToken(t, admin));
  });
  afterAll(() => t.close());

  const row = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT email, first_name, last_name, is_active, directory_id, manager_id, department, job_title, employee_number
         FROM users WHERE id = $1`,
        [id],
      )
    )[0];

  it('discovers the service, then creates, finds, patches, disables and deletes a user', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/application\/scim\+json/);
    expect(config.body.patch.supported).toBe(true);
    expect((await scim('GET', '/Schemas')).body.Resources.map((s: { id: string }) => s.id)).toContain(ENTERPRISE);
    expect((await scim('GET', '/ResourceTypes')).body.totalResults).toBe(2);

    const userName = 'Test_User_dfeef4c5-5681-4387-b016-bdf221e82081@contoso.com';
    const missing = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    expect(missing.body).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_11bb6b6a@contoso.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
      [ENTERPRISE]: { department: 'Sales', employeeNumber: 'E-1001' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.headers.get('etag')).toBe(created.body.meta.version);
    expect(created.headers.get('location')).toBe(`${t.url}/scim/v2/Users/${id}`);
    expect(await row(id)).toMatchObject({
      email: 'Test_User_11bb6b6a@contoso.com',
      first_name: 'givenName',
      last_name: 'familyName',
      is_active: true,
      directory_id: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      department: 'Sales',
      employee_number: 'E-1001',
    });

    const found = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(id);
    const byEmail = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('emails[type eq "work"].value eq "test_user_11bb6b6a@contoso.com"')}`,
    );
    expect(byEmail.body.Resources.map((u: { id: string }) => u.id)).toEqual([id]);

    const duplicate = await scim('POST', '/Users', { schemas: [USER], userName, emails: [{ value: 'x@contoso.com' }] });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
    });

    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@contoso.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: admin.id },
        { op: 'Replace', path: 'title', value: 'Account manager' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(await row(id)).toMatchObject({
      email: 'updatedEmail@contoso.com',
      last_name: 'updatedFamilyName',
      manager_id: admin.id,
      job_title: 'Account manager',
    });

    // Entra ID sends booleans as the strings "False" and "True".
    const disabled = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.body.active).toBe(false);
    expect((await row(id)).is_active).toBe(false);
    const listed = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    expect(listed.body.Resources[0].active).toBe(false);

    const enabled = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', value: { active: 'True' } }],
    });
    expect(enabled.body.active).toBe(true);
    expect((await row(id)).is_active).toBe(true);

    const typo = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'Nope' }],
    });
    expect(typo).toMatchObject({ status: 400, body: { status: '400', scimType: 'invalidValue' } });
    expect((await row(id)).is_active).toBe(true);

    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
    expect((await row(id)).is_active).toBe(false);
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE resource_id = $1 ORDER BY created_at, id`,
      [id],
    );
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining([
        'user.created',
        'user.updated',
        'user.deactivated',
        'user.reactivated',
        'user.deprovisioned',
      ]),
    );

    // Created again by the directory: the same account comes back, active.
    const again = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      emails: [{ type: 'work', value: 'updatedEmail@contoso.com' }],
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(id);
    expect((await row(id)).is_active).toBe(true);
  });

  it('creates a group, adds and removes members, and finds it by displayName without members', async () => {
    const member = (await scim('POST', '/Users', { schemas: [USER], userName: 'grace@contoso.com', active: true }))
      .body;
    const group = await scim('POST', '/Groups', {
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'Sales Reps',
      meta: { resourceType: 'Group' },
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    });
    expect(group.status).toBe(201);
    const gid = group.body.id;
    const add = await scim('PATCH', `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: member.id }] }],
    });
    expect(add.status).toBe(200);
    expect(await t.dataSource.query(`SELECT user_id FROM scim_group_members WHERE group_id = $1`, [gid])).toEqual([
      { user_id: member.id },
    ]);
    const search = await scim(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "sales reps"')}`,
    );
    expect(search.body.totalResults).toBe(1);
    expect(search.body.Resources[0].members).toBeUndefined();
    const remove = await scim('PATCH', `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: member.id }] }],
    });
    expect(remove.status).toBe(200);
    expect(await t.dataSource.query(`SELECT user_id FROM scim_group_members WHERE group_id = $1`, [gid])).toEqual([]);
    expect((await scim('DELETE', `/Groups/${gid}`)).status).toBe(204);
    expect((await scim('GET', `/Groups/${gid}`)).status).toBe(404);
  });
});
