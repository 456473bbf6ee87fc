#!/usr/bin/env node
/**
 * A local OpenID Connect issuer for development and tests, built on oidc-provider (a certified
 * implementation): discovery, JWKS, the Authorization Code flow with PKCE behind a sign-in page that
 * accepts any login (with a Cancel link), the token endpoint, and a Microsoft Graph-like `/graph/v1.0/me`.
 *
 * Run it:   npm run sso:local-issuer
 * then:     PUBLIC_URL=http://localhost:3001 SSO_ISSUER=http://127.0.0.1:3010 SSO_CLIENT_ID=leavewise-local \
 *           SSO_CLIENT_SECRET=leavewise-local-secret SSO_AUTO_CREATE=true npm start
 *
 * Tests import `startLocalIssuer`, or run this file with LOCAL_ISSUER_CONFIG (JSON) and read the
 * `LOCAL_ISSUER_READY {"issuer": …}` line. With `adminSecret` set, requests bearing it may replace
 * the signing keys (`PUT /__local/keys`, a private JWKS: a key rotation), the redirect URIs
 * (`PUT /__local/redirect-uris`) and per-login claims (`PUT /__local/accounts`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { URL, URLSearchParams, pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const DEFAULT_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** A private RS256 signing key as a JWK (keep it to mint test tokens the issuer's JWKS verifies). */
export async function generateSigningKey(kid = `key-${randomBytes(4).toString('hex')}`) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

const uuidFrom = (text) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Claims of the person who typed `login` on the sign-in page, shaped like a Microsoft Entra ID token
 * (tid, oid, preferred_username, xms_edov) plus the standard OpenID Connect profile claims.
 * `accounts[login]` adds or overrides claims (a value of null removes one).
 */
export function claimsFor(login, { clientId, tenantId = DEFAULT_TENANT, accounts = {} }) {
  const email = login.includes('@') ? login : `${login}@contoso.test`;
  const words = email
    .split('@')[0]
    .split(/[._-]+/)
    .filter((word) => word && !/^\d+$/.test(word))
    .map(capitalise);
  const claims = {
    sub: createHash('sha256').update(`${clientId}:${login}`).digest('base64url').slice(0, 43),
    oid: uuidFrom(`${tenantId}:${login}`),
    tid: tenantId,
    email,
    email_verified: true,
    xms_edov: true,
    preferred_username: email,
    name: words.join(' ') || email,
    given_name: words[0],
    family_name: words.slice(1).join(' ') || undefined,
    job_title: 'Consultant',
    department: 'Engineering',
    office_location: 'Building 4',
    phone_number: '+1 555 0100',
    locale: 'en-GB',
    ...(accounts[login] ?? {}),
  };
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined && value !== null));
}

/** The same person as Microsoft Graph's `me` answers. */
function graphProfile(claims) {
  return {
    id: claims.oid,
    displayName: claims.name ?? null,
    givenName: claims.given_name ?? null,
    surname: claims.family_name ?? null,
    mail: claims.email ?? null,
    userPrincipalName: claims.preferred_username ?? null,
    jobTitle: claims.job_title ?? null,
    department: claims.department ?? null,
    officeLocation: claims.office_location ?? null,
    mobilePhone: claims.phone_number ?? null,
    businessPhones: claims.business_phones ?? [],
    preferredLanguage: claims.locale ?? null,
  };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function signInPage(uid, clientId) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in – local identity provider</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; }
    main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
    h1 { font-size: 1.4rem; margin-top: 0; }
    p { color: #444; font-size: .9rem; }
    label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
    input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #888; border-radius: 4px; }
    button, a { display: block; width: 100%; box-sizing: border-box; margin-top: 1rem; padding: .6rem; font-size: 1rem; text-align: center; border-radius: 4px; }
    button { background: #1d4ed8; color: #fff; border: 0; cursor: pointer; }
    a { color: #1d4ed8; border: 1px solid #1d4ed8; text-decoration: none; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in to your organisation</h1>
    <p>Local OpenID Connect issuer for development and tests: any email signs in to <strong>${escapeHtml(clientId)}</strong>.</p>
    <form method="post" action="/interaction/${escapeHtml(uid)}/login">
      <label for="login">Email</label>
      <input id="login" name="login" type="text" autocomplete="username" required autofocus>
      <button type="submit">Sign in</button>
    </form>
    <a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a>
  </main>
</body>
</html>`;
}

const CLAIMS = {
  openid: ['sub', 'tid', 'oid'],
  email: ['email', 'email_verified', 'xms_edov'],
  profile: [
    'name',
    'given_name',
    'family_name',
    'preferred_username',
    'groups',
    'job_title',
    'department',
    'office_location',
    'phone_number',
    'locale',
  ],
};

/**
 * Starts the issuer on `host:port` (port 0: any free port).
 * @param {{ clientId: string, clientSecret?: string, redirectUris: string[], host?: string, port?: number,
 *   tenantId?: string, keys?: object[], accounts?: Record<string, object>, adminSecret?: string }} options
 */
export async function startLocalIssuer(options) {
  const host = options.host ?? '127.0.0.1';
  const settings = { clientId: options.clientId, tenantId: options.tenantId, accounts: options.accounts ?? {} };
  const cookieKeys = [randomBytes(32).toString('base64url')];
  let provider;
  let keys;
  let redirectUris = options.redirectUris;

  const server = createServer((req, res) => {
    if (req.url.startsWith('/__local/')) return void admin(req, res);
    if (req.url.startsWith('/graph/v1.0/me')) return void me(req, res);
    if (req.url.startsWith('/interaction/')) return void interaction(req, res);
    provider.callback()(req, res);
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${server.address().port}`;

  const build = (signingKeys) => {
    keys = signingKeys;
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          ...(options.clientSecret
            ? { client_secret: options.clientSecret, token_endpoint_auth_method: 'client_secret_post' }
            : { token_endpoint_auth_method: 'none' }),
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: signingKeys },
      cookies: { keys: cookieKeys },
      scopes: ['openid', 'profile', 'email', 'User.Read'],
      claims: CLAIMS,
      // Put the profile and email claims in the ID token, as Entra ID does.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      // First-party client: no consent screen; the grant covers what was asked.
      loadExistingGrant: async (ctx) => {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client.clientId,
          accountId: ctx.oidc.session.accountId,
        });
        grant.addOIDCScope(ctx.oidc.requestParamScopes ? [...ctx.oidc.requestParamScopes].join(' ') : 'openid');
        grant.addOIDCClaims(Object.values(CLAIMS).flat());
        await grant.save();
        return grant;
      },
      findAccount: (_ctx, accountId) => ({
        accountId,
        claims: () => claimsFor(accountId, settings),
      }),
      renderError: (ctx, out) => {
        ctx.type = 'html';
        ctx.body = `<!doctype html><title>Error</title><h1>${out.error}</h1><p>${out.error_description ?? ''}</p>`;
      },
    });
  };
  build(options.keys ?? [await generateSigningKey()]);

  /** The sign-in page: any login signs in; Cancel answers the app with access_denied. */
  async function interaction(req, res) {
    const [, , uid, action] = new URL(req.url, issuer).pathname.split('/');
    try {
      const details = await provider.interactionDetails(req, res);
      if (action === 'abort') {
        const result = { error: 'access_denied', error_description: 'The person cancelled signing in' };
        return void (await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false }));
      }
      if (req.method === 'POST' && action === 'login') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const login = new URLSearchParams(body).get('login')?.trim();
        if (login) {
          const result = { login: { accountId: login } };
          return void (await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false }));
        }
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(uid, details.params.client_id));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Sign-in failed</title><h1>${escapeHtml(String(error.message))}</h1></html>`,
      );
    }
  }

  async function me(req, res) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const accessToken = token ? await provider.AccessToken.find(token) : undefined;
    if (!accessToken) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { code: 'InvalidAuthenticationToken' } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(graphProfile(claimsFor(accessToken.accountId, settings))));
  }

  async function admin(req, res) {
    if (!options.adminSecret || req.headers.authorization !== `Bearer ${options.adminSecret}`) {
      res.writeHead(401);
      return res.end();
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method === 'PUT' && req.url === '/__local/keys') {
      build(JSON.parse(body).keys);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'PUT' && req.url === '/__local/redirect-uris') {
      redirectUris = JSON.parse(body);
      build(keys);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'PUT' && req.url === '/__local/accounts') {
      settings.accounts = JSON.parse(body);
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(404);
    res.end();
  }

  return {
    issuer,
    /** Replaces the signing keys (what the JWKS publishes and new tokens are signed with). */
    rotateKeys: (signingKeys) => build(signingKeys),
    /** Replaces the redirect URIs the client may use. */
    setRedirectUris: (uris) => {
      redirectUris = uris;
      build(keys);
    },
    /** Replaces the per-login claim overrides. */
    setAccounts: (accounts) => {
      settings.accounts = accounts;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fromEnv = process.env.LOCAL_ISSUER_CONFIG ? JSON.parse(process.env.LOCAL_ISSUER_CONFIG) : null;
  const appPort = process.env.APP_PORT ?? '3001';
  const options = fromEnv ?? {
    port: Number(process.env.LOCAL_ISSUER_PORT ?? 3010),
    clientId: 'leavewise-local',
    clientSecret: 'leavewise-local-secret',
    redirectUris: [
      `http://localhost:${appPort}/api/auth/sso/callback`,
      `http://127.0.0.1:${appPort}/api/auth/sso/callback`,
    ],
  };
  const issuer = await startLocalIssuer(options);
  if (fromEnv) {
    console.log(`LOCAL_ISSUER_READY ${JSON.stringify({ issuer: issuer.issuer })}`);
  } else {
    console.log(`Local OpenID Connect issuer at ${issuer.issuer} (any login signs in; try ada.lovelace@contoso.test)`);
    console.log('Start Leavewise against it with:');
    console.log(
      `  PUBLIC_URL=http://localhost:${appPort} SSO_ISSUER=${issuer.issuer} SSO_CLIENT_ID=${options.clientId} SSO_CLIENT_SECRET=${options.clientSecret} SSO_AUTO_CREATE=true npm start`,
    );
  }
  const stop = () => issuer.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
