import { createHash, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { randomCodeVerifier, randomNonce, randomState } from '../../auth/sso';
import type { TokenService } from '../../auth/tokens';
import { isAppError } from '../../lib/errors';
import type { AuthResult } from '../accounts';
import { UserEntity } from '../users';
import { fetchGraphMe, profileFromClaims, profileFromGraph } from './directory-profile';
import { ssoQueries } from './sso.queries';
import { SSO_FAILED, SSO_REFUSAL_MESSAGES, SsoSignInRefused, type SsoService } from './sso.service';

export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
export const SSO_FLOW_COOKIE = 'leavewise_sso';
const SSO_COOKIE_PATH = '/api/auth/sso';
/** How long a started sign-in may take at the identity provider. */
const FLOW_TTL_SECONDS = 600;
/** How long the web client has to redeem the one-time code the callback hands it. */
const HANDOFF_TTL_SECONDS = 120;
/**
 * The secret the web client keeps in the tab that starts a sign-in (sessionStorage) and presents with
 * the one-time code: 32 to 128 URL-safe characters.
 */
const BROWSER_BINDING = /^[\w-]{32,128}$/;
const HANDOFF_REFUSED = 'This sign-in has expired. Please sign in again.';

/** What the browser carries between start and callback (sealed: encrypted and authenticated). */
interface FlowState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** SHA-256 of the browser binding the web client sent to the start. */
  bindingHash: string;
}

/**
 * The outcome the callback reports to the web client in `/login?sso_error=<kind>`: `cancelled` (the
 * person cancelled at the identity provider), `failed` (the provider or its token was refused),
 * `profile` (no directory profile), an account refusal (`no_account`, `deactivated`, …), `throttled`,
 * `unavailable`, `not_configured` or `unexpected`.
 */
export type SsoErrorKind =
  | 'cancelled'
  | 'failed'
  | 'profile'
  | 'no_account'
  | 'deactivated'
  | 'link_unverified'
  | 'link_conflict'
  | 'no_email'
  | 'throttled'
  | 'unavailable'
  | 'not_configured'
  | 'unexpected';

export class SsoFlowFailed extends Error {
  constructor(readonly kind: SsoErrorKind) {
    super(kind);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
/** What a handoff row is found by: the one-time code and the browser binding's hash, together. */
const handoffKey = (code: string, bindingHash: string) => sha256(`${code}.${bindingHash}`);

export function cookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SSO_FLOW_COOKIE}=${value}`,
    `Path=${SSO_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the identity provider's redirect back is a top-level GET navigation, which carries it.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Single sign-on in the browser, server side: the Authorization Code flow with PKCE. The start sends
 * the browser to the identity provider with state, nonce and code challenge sealed in an HttpOnly
 * cookie (binding the flow to that browser); the callback redeems the code, verifies the ID token,
 * reads the directory profile, signs the person in, and hands the web client a one-time code that
 * `completeSsoLogin` exchanges for a session — so no token ever travels in an address. The code is
 * redeemable only with the browser binding the web client sent to the start, so a code handed to
 * another browser (login CSRF: signing a victim in as the attacker) is worth nothing there.
 */
export class SsoBrowserFlow {
  private readonly key: Uint8Array;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sso: SsoService,
    private readonly tokens: TokenService,
    jwtSecret: string,
  ) {
    this.key = createHash('sha256').update(`leavewise.sso-flow:${jwtSecret}`).digest();
  }

  /** PUBLIC_URL, which single sign-on requires: the redirect URI and the sign-in page are built from it alone. */
  private get publicUrl(): string {
    this.sso.requireIssuer();
    return this.sso.settings!.publicUrl;
  }

  /**
   * The sign-in page reporting `kind`: at PUBLIC_URL, never at an address derived from the request's
   * Host header; without single sign-on (so without a PUBLIC_URL required), relative to the request.
   */
  signInPage(kind: SsoErrorKind): string {
    return `${this.sso.settings?.publicUrl ?? ''}/login?sso_error=${kind}`;
  }

  /** Where to send the browser, and the cookie that remembers this attempt (bound to `binding`). */
  async start(binding: string | undefined): Promise<{ location: string; cookie: string }> {
    const issuer = this.sso.requireIssuer();
    if (!binding || !BROWSER_BINDING.test(binding)) throw new SsoFlowFailed('failed');
    const flow: FlowState = {
      state: randomState(),
      nonce: randomNonce(),
      codeVerifier: randomCodeVerifier(),
      redirectUri: `${this.publicUrl}${SSO_CALLBACK_PATH}`,
      bindingHash: sha256(binding),
    };
    const location = await issuer.authorizationUrl(flow).catch((error: unknown) => {
      throw isAppError(error) ? error : new SsoFlowFailed('unavailable');
    });
    const sealed = await new EncryptJWT({ ...flow })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
      .encrypt(this.key);
    return {
      location: location.href,
      cookie: cookieHeader(sealed, FLOW_TTL_SECONDS, flow.redirectUri.startsWith('https:')),
    };
  }

  private async unseal(value: string | undefined): Promise<FlowState | null> {
    if (!value) return null;
    try {
      const { payload } = await jwtDecrypt(value, this.key);
      const fields = ['state', 'nonce', 'codeVerifier', 'redirectUri', 'bindingHash'] as const;
      return fields.every((field) => typeof payload[field] === 'string') ? (payload as unknown as FlowState) : null;
    } catch {
      return null;
    }
  }

  /**
   * The identity provider's redirect back. Returns the address to send the browser to: the sign-in
   * page with a one-time code, or with `sso_error=<kind>`. Every outcome is audited.
   */
  async callback(
    actor: Actor,
    input: { query: URLSearchParams; cookie: string | undefined },
  ): Promise<{ location: string; clearCookie: string }> {
    const flow = await this.unseal(input.cookie);
    const base = this.publicUrl;
    const clearCookie = cookieHeader('', 0, base.startsWith('https:'));
    try {
      const code = await this.finish(actor, flow, input.query);
      return { location: `${base}/login?sso=${encodeURIComponent(code)}`, clearCookie };
    } catch (error) {
      return { location: this.signInPage(this.errorKind(error)), clearCookie };
    }
  }

  /** The kind of failure to report to the sign-in page. */
  errorKind(error: unknown): SsoErrorKind {
    if (error instanceof SsoFlowFailed) return error.kind;
    if (isAppError(error)) {
      if (error.code === 'SSO_NOT_CONFIGURED') return 'not_configured';
      if (error.code === 'RATE_LIMITED') return 'throttled';
      if (error.code === 'SERVICE_UNAVAILABLE') return 'unavailable';
      const reason = error.extensions.reason as string | undefined;
      if (reason === 'token') return 'failed';
      if (reason && reason in SSO_REFUSAL_MESSAGES) return reason as SsoErrorKind;
    }
    console.error('[sso] sign-in failed unexpectedly:', error);
    return 'unexpected';
  }

  private async finish(actor: Actor, flow: FlowState | null, query: URLSearchParams): Promise<string> {
    const issuer = this.sso.requireIssuer();
    const { signedIn, bindingHash } = await this.sso.refusing(actor, 'browser', async () => {
      const providerError = query.get('error');
      if (providerError) {
        throw new SsoSignInRefused(providerError === 'access_denied' ? 'cancelled' : 'token', SSO_FAILED, {
          reason: 'provider_error',
          error: providerError.slice(0, 100),
          error_description: (query.get('error_description') ?? '').slice(0, 300),
        });
      }
      if (!flow || query.get('state') !== flow.state)
        throw new SsoSignInRefused('token', SSO_FAILED, { reason: flow ? 'state' : 'no_flow_cookie' });
      let tokens: { idToken: string; accessToken: string };
      try {
        const callbackUrl = new URL(flow.redirectUri);
        callbackUrl.search = query.toString();
        tokens = await issuer.redeemCode(callbackUrl, flow);
      } catch (error) {
        console.error('[sso] the authorization code was not redeemed:', error);
        throw new SsoSignInRefused('token', SSO_FAILED, {
          reason: 'code_redemption',
          error: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
        });
      }
      const verified = await this.sso.verifyOnce(issuer, tokens.idToken, flow.nonce);
      let profile = profileFromClaims(verified.claims, verified.subject);
      const graphUrl = this.sso.settings!.graphUrl;
      if (graphUrl) {
        const me = await fetchGraphMe(graphUrl, tokens.accessToken, issuer.fetch);
        if (!me || (typeof verified.claims.oid === 'string' && me.id !== verified.claims.oid))
          throw new SsoSignInRefused('profile', SSO_REFUSAL_MESSAGES.profile, { reason: 'graph_me' });
        profile = profileFromGraph(me, verified.subject);
      }
      return { signedIn: await this.sso.signIn(actor, verified, profile, 'browser'), bindingHash: flow.bindingHash };
    });
    const code = randomBytes(32).toString('base64url');
    await ssoQueries.insertHandoff(this.dataSource, {
      key: handoffKey(code, bindingHash),
      userId: signedIn.user.id,
      seconds: HANDOFF_TTL_SECONDS,
    });
    return code;
  }

  /**
   * `completeSsoLogin(code, binding)`: the one-time code from the callback, for a session — once,
   * within two minutes, and only with the binding of the browser that started the sign-in. Refusals
   * are audited and throttled like other refused sign-ins.
   */
  async complete(actor: Actor, code: string, binding: string): Promise<AuthResult> {
    this.sso.requireIssuer();
    return this.sso.refusing(actor, 'browser', async () => {
      // Keyed by code and binding together: another browser's attempt finds nothing and spends nothing.
      const userId = await ssoQueries.redeemHandoff(this.dataSource, handoffKey(code ?? '', sha256(binding ?? '')));
      const user = userId ? await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } }) : null;
      if (!user || !user.isActive)
        throw new SsoSignInRefused('token', HANDOFF_REFUSED, { reason: 'handoff' }, user?.id ?? null);
      const issued = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      return { ...issued, user };
    });
  }
}
