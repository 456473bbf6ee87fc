/**
 * Corporate single sign-on with OpenID Connect (Microsoft Entra ID v2.0 or any issuer): configuration
 * from the environment, the issuer's metadata and signing keys, ID token verification, and the
 * server-side Authorization Code flow with PKCE (openid-client). Accounts are the SSO service's job.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createRemoteJWKSet,
  customFetch as joseCustomFetch,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import * as oidc from 'openid-client';
import { assertSafeUrl, type SsoSettings } from '../config/sso';
import { OutboundHttp, type BoundedFetch } from '../lib/outbound-http';

export type { SsoSettings } from '../config/sso';

/** Asymmetric JWS algorithms only: `none` and HMAC (a "secret" anyone with the public key knows) never verify. */
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];
/** Tolerated difference between our clock and the issuer's, for exp, nbf and iat. */
export const CLOCK_SKEW_SECONDS = 60;
/** Metadata is re-read at least this often; keys whenever a token names a key id we do not know. */
const METADATA_MAX_AGE_MS = 24 * 3600 * 1000;
/** Every call to the identity provider (discovery, keys, token endpoint, Graph) finishes within this long. */
const IDENTITY_PROVIDER_TIMEOUT_MS = 10_000;
/** A discovery document, key set, token answer or profile is a few KiB: more is refused, not read. */
const IDENTITY_PROVIDER_MAX_BYTES = 512 * 1024;
/** Why an ID token was refused (audited; the caller sees a sentence). */
export type RefusalReason =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'not_yet_valid'
  | 'missing_claim'
  | 'nonce'
  | 'tenant'
  | 'replay';

const REFUSAL_TEXT: Record<RefusalReason, string> = {
  malformed: 'it is not a signed JWT',
  algorithm: 'its signing algorithm is not accepted',
  signature: 'its signature does not match the identity provider’s keys',
  issuer: 'it was issued by another identity provider',
  audience: 'it was issued for another application',
  expired: 'it has expired',
  not_yet_valid: 'it is not valid yet',
  missing_claim: 'it lacks a required claim (exp, sub)',
  nonce: 'its nonce does not match this sign-in',
  tenant: 'its organisation (tenant) is not allowed to sign in here',
  replay: 'it has already been used',
};

export class IdTokenRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly detail?: string,
  ) {
    super(`ID token refused: ${REFUSAL_TEXT[reason]}`);
  }
}

/** The identity provider could not be reached or answered nonsense (not the caller's fault). */
export class IssuerUnavailable extends Error {}

export interface VerifiedIdToken {
  claims: JWTPayload & Record<string, unknown>;
  /** The token's `iss` (for Entra ID it names the tenant). */
  issuer: string;
  /** Entra `tid`, else empty. */
  tenantId: string;
  /** Stable id of the person at the issuer: Entra `oid`, else `sub`. */
  subject: string;
  expiresAt: Date;
  /** SHA-256 of the token, to accept it once. */
  tokenHash: string;
}

const sameText = (a: string, b: string): boolean => {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
};

function refusalFromJose(error: unknown): IdTokenRefused | null {
  if (error instanceof joseErrors.JWTExpired) return new IdTokenRefused('expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return new IdTokenRefused('issuer');
    if (error.claim === 'aud') return new IdTokenRefused('audience');
    if (error.claim === 'nbf' || error.claim === 'iat') return new IdTokenRefused('not_yet_valid');
    return new IdTokenRefused(error.reason === 'missing' ? 'missing_claim' : 'malformed', error.claim);
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return new IdTokenRefused('algorithm');
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey)
    return new IdTokenRefused('signature');
  if (error instanceof joseErrors.JWKSMultipleMatchingKeys) return new IdTokenRefused('signature');
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid)
    return new IdTokenRefused('malformed');
  if (error instanceof joseErrors.JOSENotSupported) return new IdTokenRefused('algorithm');
  return null;
}

/**
 * The configured issuer: metadata from its discovery document (through openid-client, which checks
 * the document names the issuer we asked for), its JWKS (cached; fetched again when a token names an
 * unknown key, so key rotation needs no restart), ID token verification and the code flow.
 */
export class OidcIssuer {
  private configuration?: { value: Promise<oidc.Configuration>; fetchedAt: number };
  private keys?: { uri: string; set: ReturnType<typeof createRemoteJWKSet> };
  /**
   * How every call to the identity provider is made (openid-client, jose and Graph): one deadline for
   * the whole call and a size limit on the answer. Any address, as the operator configured the issuer.
   */
  readonly fetch: BoundedFetch;

  constructor(readonly settings: SsoSettings) {
    this.fetch = new OutboundHttp({ anyAddress: true }).fetch({
      timeoutMs: settings.httpTimeoutMs ?? IDENTITY_PROVIDER_TIMEOUT_MS,
      maxBodyBytes: IDENTITY_PROVIDER_MAX_BYTES,
    });
  }

  /** openid-client's view of the issuer (discovery, cached a day, fetched again after a failure). */
  async client(): Promise<oidc.Configuration> {
    const cached = this.configuration;
    if (cached && Date.now() - cached.fetchedAt < METADATA_MAX_AGE_MS) return cached.value;
    const issuerUrl = assertSafeUrl(this.settings.issuer, 'SSO_ISSUER');
    const value = oidc
      .discovery(issuerUrl, this.settings.clientId, this.settings.clientSecret, undefined, {
        ...(issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        [oidc.customFetch]: this.fetch,
      })
      .then((configuration) => {
        const metadata = configuration.serverMetadata();
        for (const [what, url] of [
          ['jwks_uri', metadata.jwks_uri],
          ['authorization_endpoint', metadata.authorization_endpoint],
          ['token_endpoint', metadata.token_endpoint],
        ] as const) {
          if (!url) throw new Error(`the discovery document has no ${what}`);
          assertSafeUrl(url, `The issuer's ${what}`);
        }
        return configuration;
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        console.error('[sso] discovery failed:', error);
        throw new IssuerUnavailable('The identity provider cannot be reached. Please try again later.');
      });
    this.configuration = { value, fetchedAt: Date.now() };
    return value;
  }

  private jwks(uri: string): ReturnType<typeof createRemoteJWKSet> {
    if (this.keys?.uri !== uri)
      this.keys = {
        uri,
        set: createRemoteJWKSet(new URL(uri), {
          cooldownDuration: this.settings.jwksCooldownMs ?? 30_000,
          [joseCustomFetch]: this.fetch,
        }),
      };
    return this.keys.set;
  }

  /**
   * Verifies an ID token: signature with the issuer's published keys (asymmetric algorithms only),
   * iss, aud = client id (and azp), exp required, nbf, 60 s of clock skew, the nonce when one is
   * expected, and the tenant allow-list. Throws IdTokenRefused or IssuerUnavailable.
   */
  async verify(idToken: string, options: { expectedNonce?: string } = {}): Promise<VerifiedIdToken> {
    let unverified: JWTPayload;
    try {
      const header = decodeProtectedHeader(idToken);
      if (!header.alg || !ASYMMETRIC_ALGORITHMS.includes(header.alg)) throw new IdTokenRefused('algorithm');
      unverified = decodeJwt(idToken);
    } catch (error) {
      throw error instanceof IdTokenRefused ? error : new IdTokenRefused('malformed');
    }
    const metadata = (await this.client()).serverMetadata();
    const supported = metadata.id_token_signing_alg_values_supported ?? ['RS256'];
    const algorithms = ASYMMETRIC_ALGORITHMS.filter((alg) => supported.includes(alg));
    // Entra's multi-tenant metadata names its issuer with a {tenantid} placeholder: the token's tenant fills it.
    const tid = typeof unverified.tid === 'string' ? unverified.tid : '';
    const expectedIssuer = metadata.issuer.includes('{tenantid}')
      ? metadata.issuer.replace('{tenantid}', tid)
      : metadata.issuer;
    if (metadata.issuer.includes('{tenantid}') && !/^[0-9a-f-]{36}$/i.test(tid)) throw new IdTokenRefused('issuer');

    let claims: JWTPayload & Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(idToken, this.jwks(metadata.jwks_uri!), {
        issuer: expectedIssuer,
        audience: this.settings.clientId,
        algorithms,
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      const refusal = refusalFromJose(error);
      if (refusal) throw refusal;
      // Anything else is the key set failing to load (timeout, network, not a JWKS).
      console.error('[sso] JWKS unavailable:', error);
      throw new IssuerUnavailable('The identity provider cannot be reached. Please try again later.');
    }
    // Several audiences: the authorised party must be us (OpenID Connect Core 3.1.3.7).
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== this.settings.clientId)
      throw new IdTokenRefused('audience');
    if (options.expectedNonce !== undefined) {
      if (typeof claims.nonce !== 'string' || !sameText(claims.nonce, options.expectedNonce))
        throw new IdTokenRefused('nonce');
    }
    const tenantId = typeof claims.tid === 'string' ? claims.tid.toLowerCase() : '';
    if (this.settings.allowedTenants.length > 0 && !this.settings.allowedTenants.includes(tenantId))
      throw new IdTokenRefused('tenant', tenantId || 'none');
    const subject = typeof claims.oid === 'string' && claims.oid ? claims.oid : String(claims.sub);
    return {
      claims,
      issuer: String(claims.iss),
      tenantId,
      subject,
      expiresAt: new Date(Number(claims.exp) * 1000),
      tokenHash: createHash('sha256').update(idToken).digest('base64url'),
    };
  }

  /** Where to send the browser: the authorization endpoint with state, nonce and an S256 code challenge. */
  async authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<URL> {
    const scope = this.settings.graphUrl ? 'openid profile email User.Read' : 'openid profile email';
    return oidc.buildAuthorizationUrl(await this.client(), {
      redirect_uri: input.redirectUri,
      scope,
      state: input.state,
      nonce: input.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
      response_mode: 'query',
    });
  }

  /**
   * Redeems the authorization code the callback received (state, `iss` and PKCE checked by
   * openid-client) and returns the ID token and access token. The ID token is then verified like any
   * other, signature included.
   */
  async redeemCode(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ idToken: string; accessToken: string }> {
    const tokens = await oidc.authorizationCodeGrant(await this.client(), callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    if (!tokens.id_token) throw new Error('the token endpoint answered without an ID token');
    return { idToken: tokens.id_token, accessToken: tokens.access_token };
  }
}

export const randomState = (): string => oidc.randomState();
export const randomNonce = (): string => oidc.randomNonce();
export const randomCodeVerifier = (): string => oidc.randomPKCECodeVerifier();
