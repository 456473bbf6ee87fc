/* Single sign-on that cannot work: not configured, or its identity provider out of reach. */
import { startTestApp, type TestApp } from '../../../test/harness';
import { Browser, ssoSettings } from '../../../test/local-issuer';
import { accountsSnapshot, ssoLogin } from '../../../test/sso-fixtures';

describe('single sign-on when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the REST and GraphQL sign-on with its own code, sends browsers back to sign in, says so in ssoConfig, creates nobody', async () => {
    const before = await accountsSnapshot(t);
    const rest = await ssoLogin(t, { idToken: 'a.b.c' });
    expect(rest.status).toBe(501);
    expect(rest.body).toEqual({
      success: false,
      code: 'SSO_NOT_CONFIGURED',
      message: 'Single sign-on is not configured on this server',
    });
    for (const mutation of [
      `mutation { ssoLogin(idToken: "a.b.c") { token } }`,
      `mutation { completeSsoLogin(code: "c", binding: "b") { token } }`,
    ]) {
      const graphql = await t.gql(mutation);
      expect(graphql.errors).toEqual([
        expect.objectContaining({
          message: 'Single sign-on is not configured on this server',
          extensions: { code: 'SSO_NOT_CONFIGURED' },
        }),
      ]);
    }
    // Relative: without single sign-on there is no PUBLIC_URL to trust, and a Host header is not one.
    for (const path of ['/api/auth/sso/start', '/api/auth/sso/callback?code=x&state=y']) {
      const browser = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(browser.headers.get('location')).toBe('/login?sso_error=not_configured');
    }
    const config = await t.gql<{ ssoConfig: unknown }>(`{ ssoConfig { enabled providerName loginPath } }`);
    expect(config.data?.ssoConfig).toEqual({ enabled: false, providerName: null, loginPath: null });
    expect(await accountsSnapshot(t)).toBe(before);
  });
});

describe('single sign-on when the identity provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) of loopback.
    t = await startTestApp({ config: { sso: ssoSettings('http://127.0.0.1:9') } });
  });
  afterAll(() => t.close());

  it('answers 503 to a token and sends browsers back to sign in, creating nobody', async () => {
    const before = await accountsSnapshot(t);
    const answer = await ssoLogin(t, { idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity provider cannot be reached. Please try again later.',
    });
    const start = await fetch(new Browser().ssoStart(t.url), { redirect: 'manual' });
    expect(start.headers.get('location')).toBe(`${t.url}/login?sso_error=unavailable`);
    expect(await accountsSnapshot(t)).toBe(before);
  });
});
