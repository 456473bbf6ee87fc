import { randomUUID } from 'node:crypto';
import { buildAdmin, buildManager, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { ssoSettings, startLocalIssuer, type LocalIssuer } from '../../test/local-issuer';
import { provisioningToken, scimClient } from '../../test/scim-client';
import { api, snapshot } from '../../../tests/rest/helpers';
import { acceptedLanguage, supportedLanguage } from './languages';

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id language } }`;
const VIEWER = `{ viewer { id language } }`;

const storedLanguages = async (t: TestApp, userId: string) =>
  (await t.dataSource.query(`SELECT language, directory_language FROM users WHERE id = $1`, [userId]))[0];

describe("a person's language", () => {
  let t: TestApp;
  let issuer: LocalIssuer;

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer) } });
    await t.createUser();
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('is chosen in the profile, read back by whoever may see the person (their manager), and cleared with null', async () => {
    const manager = await buildManager(t);
    const person = await buildUser(t, { managerId: manager.id });
    const token = await t.tokenFor(person);
    expect((await t.gql<{ viewer: { language: string | null } }>(VIEWER, {}, token)).data?.viewer.language).toBeNull();

    const chosen = await t.gql<{ updateProfile: { language: string } }>(
      UPDATE_PROFILE,
      { input: { language: 'fr' } },
      token,
    );
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data?.updateProfile.language).toBe('fr');
    expect(await storedLanguages(t, person.id)).toEqual({ language: 'fr', directory_language: null });

    const seen = await t.gql<{ user: { language: string } }>(
      `query ($id: ID!) { user(id: $id) { language } }`,
      { id: person.id },
      await t.tokenFor(manager),
    );
    expect(seen.data?.user.language).toBe('fr');

    const cleared = await t.gql(UPDATE_PROFILE, { input: { language: null } }, token);
    expect(cleared.errors).toBeUndefined();
    expect(await storedLanguages(t, person.id)).toEqual({ language: null, directory_language: null });
  });

  it.each(['it', 'DE', 'de-DE', '', 'english'])(
    'refuses %j as BAD_USER_INPUT and changes nothing',
    async (language) => {
      const person = await buildManager(t, { language: 'es' });
      const token = await t.tokenFor(person);
      const before = await snapshot(t, 'users');
      const result = await t.gql(UPDATE_PROFILE, { input: { language } }, token);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Language must be one of: en, de, fr, es',
        extensions: { code: 'BAD_USER_INPUT', field: 'language' },
      });
      expect(await snapshot(t, 'users')).toBe(before);
    },
  );

  it("takes single sign-on's preferred language when Leavewise speaks it; the person's own choice wins", async () => {
    const oid = randomUUID();
    const signIn = async (locale: string) =>
      api<{ token: string; user: { id: string; language: string | null } }>(t, 'POST', '/auth/sso-login', {
        body: { idToken: await issuer.sign({ claims: { oid, email: `${oid}@contoso.test`, locale } }) },
      });
    const first = await signIn('de-AT');
    expect(first.status).toBe(200);
    const userId = first.body.data.user.id;
    expect(first.body.data.user.language).toBe('de');
    expect(await storedLanguages(t, userId)).toEqual({ language: null, directory_language: 'de' });

    const token = first.body.data.token;
    await t.gql(UPDATE_PROFILE, { input: { language: 'es' } }, token);
    expect((await t.gql<{ viewer: { language: string } }>(VIEWER, {}, token)).data?.viewer.language).toBe('es');

    // A language Leavewise does not speak leaves the directory's last known one.
    await signIn('ja-JP');
    expect(await storedLanguages(t, userId)).toEqual({ language: 'es', directory_language: 'de' });
    await t.gql(UPDATE_PROFILE, { input: { language: null } }, token);
    expect((await t.gql<{ viewer: { language: string } }>(VIEWER, {}, token)).data?.viewer.language).toBe('de');
  });
});

describe("SCIM's preferredLanguage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is the directory language of a provisioned person, when Leavewise speaks it', async () => {
    const scim = scimClient(t, await provisioningToken(t, await buildAdmin(t)));
    const resource = {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'francoise@contoso.test',
      name: { givenName: 'Françoise', familyName: 'Dupont' },
      emails: [{ primary: true, value: 'francoise@contoso.test', type: 'work' }],
      preferredLanguage: 'fr-CA',
      active: true,
    };
    const created = await scim('POST', '/Users', resource);
    expect(created.status).toBe(201);
    // The tag comes back as the directory sent it; the language it names is the person's directory language.
    expect(created.body.preferredLanguage).toBe('fr-CA');
    expect(await storedLanguages(t, created.body.id)).toEqual({ language: null, directory_language: 'fr' });
    // Single sign-on told another language since: that one is answered, not the directory's older tag.
    await t.dataSource.query(`UPDATE users SET directory_language = 'de' WHERE id = $1`, [created.body.id]);
    expect((await scim('GET', `/Users/${created.body.id}`)).body.preferredLanguage).toBe('de');
    // A language Leavewise does not speak is no language it can write in, though the directory's tag is kept.
    const replaced = await scim('PUT', `/Users/${created.body.id}`, { ...resource, preferredLanguage: 'ja-JP' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.preferredLanguage).toBe('ja-JP');
    expect(await storedLanguages(t, created.body.id)).toEqual({ language: null, directory_language: null });
    // Without one, none is answered.
    const { preferredLanguage: _none, ...withoutLanguage } = resource;
    const cleared = await scim('PUT', `/Users/${created.body.id}`, withoutLanguage);
    expect(cleared.body).not.toHaveProperty('preferredLanguage');
  });
});

describe('language tags', () => {
  it('reads the primary language of a tag, or null when Leavewise does not speak it', () => {
    expect(['de-AT', 'fr_CA', 'ES', 'en', 'ja', '', null].map(supportedLanguage)).toEqual([
      'de',
      'fr',
      'es',
      'en',
      null,
      null,
      null,
    ]);
  });

  it('picks the best spoken language of an Accept-Language header by its weights', () => {
    expect(acceptedLanguage('ja, fr-CH;q=0.9, de;q=0.95')).toBe('de');
    expect(acceptedLanguage('it;q=1, es;q=0.1')).toBe('es');
    expect(acceptedLanguage('fr;q=0, en;q=0.5')).toBe('en');
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});
