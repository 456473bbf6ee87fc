import { request } from 'node:http';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Browser, TEST_TENANT, ssoSettings, startLocalIssuer, type LocalIssuer } from '../../../test/local-issuer';
import { count, snapshot } from '../../../../tests/rest/helpers';
import type { SsoSettings } from '../../auth/sso';

const COMPLETE = `mutation ($code: String!, $binding: String!) { completeSsoLogin(code: $code, binding: $binding) { token user { id email firstName lastName jobTitle department } } }`;

interface Completed {
  completeSsoLogin: {
    token: string;
    user: { id: string; email: string; firstName: string; lastName: string; jobTitle: string; department: string };
  };
}

async function appWithIssuer(overrides: (issuer: string) => Partial<SsoSettings> = () => ({})) {
  const issuer = await startLocalIssuer();
  const t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer, overrides(issuer.issuer)) } });
  await issuer.setRedirectUris([`${t.url}/api/auth/sso/callback`]);
  await t.createUser();
  return { issuer, t };
}

/** A GET whose Host header says what the caller likes (fetch keeps the real one), and where it redirects. */
function withHost(url: string, host: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.once('error', reject);
    req.end();
  });
}

const accounts = async (t: TestApp) => `${await snapshot(t, 'users')}|${await snapshot(t, 'user_sso_identities')}`;

describe('single sign-on in the browser: Authorization Code flow with PKCE against a real issuer', () => {
  let issuer: LocalIssuer;
  let t: TestApp;

  beforeAll(async () => {
    ({ issuer, t } = await appWithIssuer());
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('sends the browser to the issuer with PKCE, state and nonce, and binds the attempt to the browser', async () => {
    const browser = new Browser();
    const start = await browser.get(browser.ssoStart(t.url));
    expect(start.status).toBe(303);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'leavewise-test',
      response_type: 'code',
      redirect_uri: `${t.url}/api/auth/sso/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = start.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^leavewise_sso=[^;]+; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('signs the person in at the issuer and back: a one-time code in the address becomes a session', async () => {
    const browser = new Browser();
    const landing = await browser.signInWithSso(t.url, 'dorothy.vaughan@contoso.test');
    expect(landing.origin + landing.pathname).toBe(`${t.url}/login`);
    const code = landing.searchParams.get('sso')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    const completed = await t.gql<Completed>(COMPLETE, { code, binding: browser.binding });
    expect(completed.data?.completeSsoLogin.user).toMatchObject({
      email: 'dorothy.vaughan@contoso.test',
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      jobTitle: 'Consultant',
      department: 'Engineering',
    });
    const userId = completed.data!.completeSsoLogin.user.id;
    const [identity] = await t.dataSource.query(
      `SELECT tenant_id, issuer FROM user_sso_identities WHERE user_id = $1`,
      [userId],
    );
    expect(identity).toEqual({ tenant_id: TEST_TENANT, issuer: issuer.issuer });
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'auth.sso_login' AND resource_id = $1`,
      [userId],
    );
    expect(audit.details).toMatchObject({ via: 'browser', created: true, profile_source: 'id_token' });
    const viewer = await t.gql<{ viewer: { email: string } }>(
      `{ viewer { email } }`,
      {},
      completed.data!.completeSsoLogin.token,
    );
    expect(viewer.data?.viewer.email).toBe('dorothy.vaughan@contoso.test');

    const again = await t.gql(COMPLETE, { code, binding: browser.binding });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This sign-in has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('reports a cancelled sign-in to the sign-in page and creates nothing', async () => {
    const before = await accounts(t);
    const landing = await new Browser().signInWithSso(t.url, { cancel: true });
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('sso_error')).toBe('cancelled');
    expect(await accounts(t)).toBe(before);
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'auth.sso_refused' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit.details).toMatchObject({ kind: 'cancelled', via: 'browser', error: 'access_denied' });
  });

  it('refuses a callback in a browser that did not start the sign-in (no cookie) and one with another state', async () => {
    const before = await accounts(t);
    const starter = new Browser();
    const start = await starter.get(starter.ssoStart(t.url));
    const authorize = new URL(start.headers.get('location')!);
    // Another browser is handed the callback of the sign-in the first one started (login CSRF).
    const victim = new Browser();
    const forged = await victim.get(
      `${t.url}/api/auth/sso/callback?code=abc&state=${authorize.searchParams.get('state')}`,
    );
    expect(new URL(forged.headers.get('location')!).searchParams.get('sso_error')).toBe('failed');
    const wrongState = await starter.get(`${t.url}/api/auth/sso/callback?code=abc&state=not-the-state`);
    expect(new URL(wrongState.headers.get('location')!).searchParams.get('sso_error')).toBe('failed');
    expect(await accounts(t)).toBe(before);
    expect(
      await count(
        t,
        `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_refused' AND details->>'reason' IN ('no_flow_cookie', 'state')`,
      ),
    ).toBe(2);
  });

  it('redeems the one-time code only in the browser that started the sign-in (login CSRF)', async () => {
    // Someone signs in with their own account and hands the address the callback sent them to
    // (/login?sso=<code>) to someone else, whose browser would then sign in as them.
    const attacker = new Browser();
    const landing = await attacker.signInWithSso(t.url, 'mallory@contoso.test');
    const code = landing.searchParams.get('sso')!;
    const refusals = () =>
      count(
        t,
        `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_refused' AND details->>'reason' = 'handoff' AND details->>'via' = 'browser'`,
      );
    const refusedBefore = await refusals();
    const victim = new Browser();
    for (const binding of [victim.binding, '']) {
      const redeemed = await t.gql<Completed>(COMPLETE, { code, binding });
      expect(redeemed.data).toBeNull();
      expect(redeemed.errors?.[0]).toMatchObject({
        message: 'This sign-in has expired. Please sign in again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(await refusals()).toBe(refusedBefore + 2);
    // The attempts spent nothing: the browser that started it still finishes its own sign-in.
    const own = await t.gql<Completed>(COMPLETE, { code, binding: attacker.binding });
    expect(own.data?.completeSsoLogin.user.email).toBe('mallory@contoso.test');
  });

  it('starts no sign-in without a browser binding', async () => {
    for (const binding of ['', '?binding=short', `?binding=${'x'.repeat(40)}!`]) {
      const start = await new Browser().get(`${t.url}/api/auth/sso/start${binding}`);
      expect(start.status).toBe(303);
      expect(start.headers.get('location')).toBe(`${t.url}/login?sso_error=failed`);
      expect(start.headers.getSetCookie()).toEqual([]);
    }
  });

  it('builds every address it sends the browser to from PUBLIC_URL, whatever Host header the request carries', async () => {
    const browser = new Browser();
    const start = await withHost(browser.ssoStart(t.url), 'evil.example');
    expect(new URL(start.location!).searchParams.get('redirect_uri')).toBe(`${t.url}/api/auth/sso/callback`);
    const back = await withHost(`${t.url}/api/auth/sso/callback?error=access_denied`, 'evil.example');
    expect(back.location).toBe(`${t.url}/login?sso_error=cancelled`);
    const unbound = await withHost(`${t.url}/api/auth/sso/start`, 'evil.example');
    expect(unbound.location).toBe(`${t.url}/login?sso_error=failed`);
  });

  it('refuses a person the rules refuse, telling the sign-in page why', async () => {
    await t.createUser({ email: 'unverified@contoso.test' });
    await issuer.setAccounts({ 'unverified@contoso.test': { email_verified: false, xms_edov: false } });
    const landing = await new Browser().signInWithSso(t.url, 'unverified@contoso.test');
    expect(landing.searchParams.get('sso_error')).toBe('link_unverified');
    expect(
      await count(
        t,
        `SELECT 1 FROM user_sso_identities i JOIN users u ON u.id = i.user_id WHERE u.email = 'unverified@contoso.test'`,
      ),
    ).toBe(0);
  });
});

describe('single sign-on in the browser with the directory profile from Microsoft Graph', () => {
  let issuer: LocalIssuer;
  let t: TestApp;

  beforeAll(async () => {
    ({ issuer, t } = await appWithIssuer((url) => ({ graphUrl: `${url}/graph` })));
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('asks for User.Read and fills the profile from Graph me', async () => {
    await issuer.setAccounts({
      'katherine@contoso.test': {
        name: 'Katherine Johnson',
        job_title: 'Mathematician',
        office_location: 'Langley',
        business_phones: ['+1 555 0199'],
      },
    });
    const browser = new Browser();
    const start = await browser.get(browser.ssoStart(t.url));
    expect(new URL(start.headers.get('location')!).searchParams.get('scope')).toBe('openid profile email User.Read');
    const landing = await browser.signInWithSso(t.url, 'katherine@contoso.test');
    const completed = await t.gql<Completed>(COMPLETE, {
      code: landing.searchParams.get('sso'),
      binding: browser.binding,
    });
    const token = completed.data!.completeSsoLogin.token;
    const profile = await t.gql<{ viewer: { jobTitle: string; directoryProfile: Record<string, unknown> } }>(
      `{ viewer { jobTitle directoryProfile { source jobTitle officeLocation businessPhones mobilePhone preferredLanguage lastSignedInAt } } }`,
      {},
      token,
    );
    expect(profile.data?.viewer).toMatchObject({
      jobTitle: 'Mathematician',
      directoryProfile: {
        source: 'graph',
        jobTitle: 'Mathematician',
        officeLocation: 'Langley',
        businessPhones: ['+1 555 0199'],
        mobilePhone: '+1 555 0100',
        preferredLanguage: 'en-GB',
        lastSignedInAt: expect.any(String),
      },
    });
  });

  it('refuses the sign-in when Graph gives no profile ("Could not fetch user profile")', async () => {
    const { issuer: other, t: app } = await appWithIssuer((url) => ({ graphUrl: `${url}/no-graph-here` }));
    try {
      const before = await accounts(app);
      const landing = await new Browser().signInWithSso(app.url, 'nobody@contoso.test');
      expect(landing.searchParams.get('sso_error')).toBe('profile');
      expect(await accounts(app)).toBe(before);
    } finally {
      await app.close();
      await other.close();
    }
  });
});

describe('single sign-on behind PUBLIC_URL', () => {
  it('derives the redirect URI and the return address from PUBLIC_URL instead of the request', async () => {
    const { issuer, t } = await appWithIssuer(() => ({ publicUrl: 'https://leave.example.com' }));
    try {
      const start = await new Browser().get(new Browser().ssoStart(t.url));
      const location = new URL(start.headers.get('location')!);
      expect(location.searchParams.get('redirect_uri')).toBe('https://leave.example.com/api/auth/sso/callback');
      expect(start.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    } finally {
      await t.close();
      await issuer.close();
    }
  });
});
