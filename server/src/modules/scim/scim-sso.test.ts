import { api } from '../../../../tests/rest/helpers';
import { buildAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ssoSettings, startLocalIssuer, type LocalIssuer } from '../../../test/local-issuer';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

describe('a person the directory provisioned signs in with SSO to the same account', () => {
  let issuer: LocalIssuer;
  let t: TestApp;
  let scim: ReturnType<typeof scimClient>;

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer) } });
    scim = scimClient(t, await provisioningToken(t, await buildAdmin(t)));
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  const ssoLogin = (idToken: string) =>
    api<{ token: string; user: { id: string } }>(t, 'POST', '/auth/sso-login', { body: { idToken } });

  it('is found by the object id the directory sent as externalId, whatever the email claim says', async () => {
    const oid = '5f1c3a0e-2b4d-4c6e-8f90-a1b2c3d4e5f6';
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'amara.okafor@contoso.test',
      externalId: oid,
      name: { givenName: 'Amara', familyName: 'Okafor' },
      emails: [{ type: 'work', value: 'amara.okafor@contoso.test', primary: true }],
      active: true,
    });
    expect(created.status).toBe(201);
    // The email claim is neither verified nor the same address: the directory's id alone links the account.
    const idToken = await issuer.sign({ claims: { oid, email: 'a.okafor@contoso.test', given_name: 'Amara' } });
    const answer = await ssoLogin(idToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.id).toBe(created.body.id);
    expect(
      await t.dataSource.query(`SELECT user_id, subject FROM user_sso_identities WHERE subject = $1`, [oid]),
    ).toEqual([{ user_id: created.body.id, subject: oid }]);
    expect(
      Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE first_name = 'Amara'`))[0].n),
    ).toBe(1);
  });

  it('is refused while the directory has them deactivated', async () => {
    const oid = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'left@contoso.test',
      externalId: oid,
      active: false,
    });
    const answer = await ssoLogin(await issuer.sign({ claims: { oid, email: 'left@contoso.test' } }));
    expect(answer.status).toBe(401);
    expect(await t.dataSource.query(`SELECT 1 FROM user_sso_identities WHERE user_id = $1`, [created.body.id])).toEqual(
      [],
    );
  });
});
