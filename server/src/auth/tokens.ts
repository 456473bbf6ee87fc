import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'leavewise';

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

  /** Verifies signature (HS256 only), issuer and expiry; returns null for anything invalid. */
  async verify(token: string): Promise<(TokenClaims & { expiresAt: Date }) | null> {
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
