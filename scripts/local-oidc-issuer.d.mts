/** Types of scripts/local-oidc-issuer.mjs (a local OpenID Connect issuer for development and tests). */
export interface LocalIssuerOptions {
  clientId: string;
  clientSecret?: string;
  redirectUris: string[];
  host?: string;
  port?: number;
  tenantId?: string;
  keys?: object[];
  accounts?: Record<string, Record<string, unknown>>;
  adminSecret?: string;
}

export interface LocalIssuer {
  issuer: string;
  rotateKeys(keys: object[]): void;
  setRedirectUris(uris: string[]): void;
  setAccounts(accounts: Record<string, Record<string, unknown>>): void;
  close(): Promise<void>;
}

export const DEFAULT_TENANT: string;
export function generateSigningKey(kid?: string): Promise<object>;
export function claimsFor(
  login: string,
  options: { clientId: string; tenantId?: string; accounts?: Record<string, Record<string, unknown>> },
): Record<string, unknown>;
export function startLocalIssuer(options: LocalIssuerOptions): Promise<LocalIssuer>;
