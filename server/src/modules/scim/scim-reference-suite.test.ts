import { buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/**
 * What Microsoft's SCIM reference test collection (AzureAD/SCIMReferenceCode) asks beyond the Entra ID
 * and Okta conversations: its discovery path, the RFC's schema descriptions, the directory's own
 * displayName and addresses kept, and filters written the way its clients write them.
 */
describe('SCIM as the reference test collection exercises it', () => {
  let t: TestApp;
  let admin: UserEntity;
  let scim: ReturnType<typeof scimClient>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await buildOrganisation(t, { admin: {} }));
    scim = scimClient(t, await provisioningToken(t, admin));
  });
  afterAll(() => t.close());

  const list = async (filter: string) =>
    (await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`)).body as {
      totalResults: number;
      Resources: { userName: string }[];
    };

  it('answers the service provider configuration at /serviceConfiguration too, and describes the User schema as RFC 7643 does', async () => {
    const legacy = await scim('GET', '/serviceConfiguration');
    expect(legacy.status).toBe(200);
    expect(legacy.body.patch).toEqual({ supported: true });
    const schemas = await scim('GET', '/Schemas');
    const user = schemas.body.Resources.find((schema: { id: string }) => schema.id === USER);
    expect(user.description).toBe('User Account');
    expect(user.attributes.map((attribute: { name: string }) => attribute.name)).toContain('addresses');
  });

  it("keeps the directory's displayName and finds the person by it, whatever the attribute's case", async () => {
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'ryan.leenay@example.test',
      displayName: 'BobIsAmazing',
      name: { givenName: 'Ryan', familyName: 'Leenay' },
      emails: [{ Primary: true, type: 'work', value: 'ryan.leenay@example.test' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.displayName).toBe('BobIsAmazing');
    const found = await list('DisplayName eq "BobIsAmazing"');
    expect(found.Resources.map((resource) => resource.userName)).toEqual(['ryan.leenay@example.test']);
    // A PUT without a displayName leaves it unassigned (RFC 7644 §3.5.1); the person keeps their name.
    const { displayName: _displayName, ...withoutDisplayName } = created.body;
    const replaced = await scim('PUT', `/Users/${created.body.id}`, withoutDisplayName);
    expect(replaced.body).not.toHaveProperty('displayName');
    expect(replaced.body.name).toMatchObject({ givenName: 'Ryan', familyName: 'Leenay' });
    const [row] = await t.dataSource.query(`SELECT display_name FROM scim_users WHERE user_id = $1`, [created.body.id]);
    expect(row.display_name).toBeNull();
  });

  it('keeps the addresses as sent, and the work one becomes the work address; bad addresses change nothing', async () => {
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'darl.omalley@example.test',
      name: { givenName: 'Darl', familyName: 'OMalley' },
      emails: [{ type: 'work', primary: true, value: 'darl.omalley@example.test' }],
      addresses: [
        {
          type: 'work',
          primary: false,
          streetAddress: 'Leopoldstraße 4',
          locality: 'München',
          region: 'Bayern',
          postalCode: '80802',
          country: 'Germany',
          formatted: null,
        },
        { type: 'other', country: 'Bahamas', locality: null },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.addresses).toEqual([
      {
        type: 'work',
        primary: false,
        streetAddress: 'Leopoldstraße 4',
        locality: 'München',
        region: 'Bayern',
        postalCode: '80802',
        country: 'Germany',
      },
      { type: 'other', country: 'Bahamas' },
    ]);
    const id = created.body.id;
    const workAddress = async () =>
      (await t.dataSource.query(`SELECT work_address FROM users WHERE id = $1`, [id]))[0].work_address;
    expect(await workAddress()).toBe('Leopoldstraße 4, München, Bayern, 80802, Germany');

    const refused = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'addresses', value: [{ type: 'work', country: 42 }] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('addresses[0].country must be a string');
    expect(await workAddress()).toBe('Leopoldstraße 4, München, Bayern, 80802, Germany');
    const tooMany = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'addresses', value: Array.from({ length: 11 }, () => ({ type: 'home' })) }],
    });
    expect(tooMany.status).toBe(400);
  });

  it('reads comparison values written without quotes, and compares timestamps as instants', async () => {
    for (const [userName, familyName] of [
      ['orla.employee@example.com', 'Employee'],
      ['oscar.employee@example.org', 'Employee'],
      ['paula.other@example.com', 'Other'],
    ])
      expect(
        (
          await scim('POST', '/Users', {
            schemas: [USER],
            userName,
            name: { givenName: userName.split('.')[0], familyName },
            emails: [{ type: 'work', value: userName }],
          })
        ).status,
      ).toBe(201);
    const names = (result: { Resources: { userName: string }[] }) =>
      result.Resources.map((resource) => resource.userName).sort();

    expect(
      names(await list('name.FamilyName eq Employee and (emails.Value co example.com or emails.Value co example.org)')),
    ).toEqual(['orla.employee@example.com', 'oscar.employee@example.org']);
    expect(names(await list('userName sw O'))).toEqual(['orla.employee@example.com', 'oscar.employee@example.org']);
    // Quoted values, literals and numbers are read as before.
    expect(names(await list('userName sw "paula" and active eq true'))).toEqual(['paula.other@example.com']);

    const everyone = (await scim('GET', '/Users')).body.totalResults as number;
    expect((await list('meta.Created gt 2015-10-10T14:38:21.8617979-07:00')).totalResults).toBe(everyone);
    // The same instant written with another offset: nobody was created after a time in the future.
    expect((await list('meta.created gt "2999-01-01T01:00:00+01:00"')).totalResults).toBe(0);
    const bad = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.scimType).toBe('invalidFilter');
  });
});
