import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'leavewise';
/** How many verified tokens each process remembers. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims): Promise<IssuedToken> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * Tokens already verified, with their claims: a signature stays valid, so a client's next request
   * costs a map lookup instead of an HMAC (expiry is still checked every time; revocation is checked
   * by the caller against the token version). Bounded; the oldest entries go first.
   */
  private readonly verified = new Map<string, TokenClaims & { expiresAt: Date }>();

  /** Verifies signature (HS256 only), issuer and expiry; returns null for anything invalid. */
  async verify(token: string): Promise<(TokenClaims & { expiresAt: Date }) | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<(TokenClaims & { expiresAt: Date }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
        return null;
      return { userId: payload.sub, tokenVersion: payload.ver, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
