import type { Request } from 'express';
import { bodyOf, text } from '../../api/input';
import type { RestResult, RestRoute } from '../../api/route';
import { userBody } from '../users';
import { SSO_FLOW_COOKIE, type SsoBrowserFlow } from './sso-browser';
import type { SsoService } from './sso.service';

/** The spec's SSO payload: posted claims, never trusted, refused when no ID token comes with them. */
const POSTED_CLAIMS = ['email', 'azureId', 'firstName', 'lastName', 'authProvider'];

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Browser navigations end on the sign-in page, which explains the failure. */
const backToSignIn = (location: string): RestResult => ({
  send: (res) => void res.set('Cache-Control', 'no-store').redirect(303, location),
});

export const ssoRoutes = ({ sso, ssoBrowser }: { sso: SsoService; ssoBrowser: SsoBrowserFlow }): RestRoute[] => [
  {
    method: 'post',
    path: '/auth/sso-login',
    statuses: [401, 429, 501, 503],
    summary:
      'Corporate single sign-on with an ID token from the configured identity provider: answers data.token and data.user. The server verifies the signature, issuer, audience, expiry, nonce and tenant and accepts a token once (401 otherwise, 429 after 60 refusals a minute from one address). Claims posted beside the token are ignored; claims without one are refused (400). 501 when single sign-on is not configured.',
    body: {
      idToken: 'required: the ID token (signed JWT) issued to this application',
      nonce: 'optional: the nonce sent in the authorization request',
    },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const result = await sso.signInWithIdToken(actor, {
        idToken: text(body, 'idToken', 'id_token'),
        nonce: text(body, 'nonce'),
        claimsSent: POSTED_CLAIMS.some((claim) => claim in body),
      });
      return {
        data: {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          user: userBody(result.user, result.user),
        },
        message: 'Login Successful!',
      };
    },
  },
  {
    method: 'get',
    path: '/auth/sso/config',
    summary:
      'Whether single sign-on is configured: data.enabled, data.providerName (e.g. Microsoft) and data.loginPath (where a browser navigates to sign in).',
    handler: async (_req) => ({ data: sso.publicConfig() }),
  },
  {
    method: 'get',
    path: '/auth/sso/start',
    statuses: [303],
    summary:
      "Starts a browser sign-in: redirects to the identity provider (Authorization Code flow with PKCE; state, nonce, code verifier and the browser binding's hash sealed in an HttpOnly cookie). Navigate to it; do not fetch it. Without a binding, without single sign-on, or when the provider cannot be reached, redirects to /login?sso_error=failed, not_configured or unavailable.",
    query: {
      binding:
        'required: a random secret (32-128 URL-safe characters) the web client keeps in the tab; completeSsoLogin needs it with the one-time code',
    },
    produces: 'text/html',
    handler: async (req) => {
      try {
        const { location, cookie } = await ssoBrowser.start(
          typeof req.query.binding === 'string' ? req.query.binding : undefined,
        );
        return {
          send: (res) => void res.set('Cache-Control', 'no-store').set('Set-Cookie', cookie).redirect(303, location),
        };
      } catch (error) {
        return backToSignIn(ssoBrowser.signInPage(ssoBrowser.errorKind(error)));
      }
    },
  },
  {
    method: 'get',
    path: '/auth/sso/callback',
    statuses: [303],
    summary:
      "The identity provider's redirect back (the redirect URI to register). Signs the person in and redirects to /login?sso=<one-time code> for completeSsoLogin, or to /login?sso_error=<kind>.",
    query: { code: 'authorization code', state: 'state of the sign-in', error: 'error from the identity provider' },
    produces: 'text/html',
    handler: async (req, { actor }) => {
      if (!sso.issuer) return backToSignIn(ssoBrowser.signInPage('not_configured'));
      const { location, clearCookie } = await ssoBrowser.callback(actor, {
        query: new URLSearchParams(req.originalUrl.split('?')[1] ?? ''),
        cookie: cookieValue(req, SSO_FLOW_COOKIE),
      });
      return {
        send: (res) => void res.set('Cache-Control', 'no-store').set('Set-Cookie', clearCookie).redirect(303, location),
      };
    },
  },
];
