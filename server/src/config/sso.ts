/**
 * Single sign-on's settings (SSO_* and PUBLIC_URL), read and checked at start; the sign-in itself is
 * auth/sso.ts.
 */
const ENTRA_GRAPH: Record<string, string> = {
  'login.microsoftonline.com': 'https://graph.microsoft.com',
  'login.microsoftonline.us': 'https://graph.microsoft.us',
  'login.partner.microsoftonline.cn': 'https://microsoftgraph.chinacloudapi.cn',
};
const ENTRA_MULTI_TENANT = new Set(['common', 'organizations', 'consumers']);

export interface SsoSettings {
  /** SSO_ISSUER as configured (Entra: https://login.microsoftonline.com/{tenant}/v2.0). */
  issuer: string;
  clientId: string;
  /** Confidential client (Entra "Web" platform): the secret for the token endpoint. */
  clientSecret?: string;
  /** Entra `tid` values allowed to sign in, lower case; empty: any tenant the issuer vouches for. */
  allowedTenants: string[];
  /** Create accounts on first sign-in (just in time); otherwise only people an administrator created. */
  autoCreate: boolean;
  /** Values of the `groups` claim that make someone an administrator, or HR. */
  adminGroups: string[];
  hrGroups: string[];
  /**
   * Where people open the app (PUBLIC_URL, required with single sign-on): the redirect URI and the
   * sign-in page the callback returns to are built from it, never from a request's Host header.
   */
  publicUrl: string;
  /** Shown on the button and in the toasts: "Microsoft" for Entra ID, else SSO_PROVIDER_NAME or "SSO". */
  providerName: string;
  /** Base URL of Microsoft Graph when the directory profile comes from Graph `me` (Entra ID), else unset. */
  graphUrl?: string;
  /** How long an unknown key id waits before the JWKS is fetched again (ms; default 30 s). */
  jwksCooldownMs?: number;
  /** The deadline of each call to the identity provider (ms; default 10 s). */
  httpTimeoutMs?: number;
}

export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** https anywhere; http only on a loopback host (tests and local identity servers). */
export function assertSafeUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a URL: "${value}"`);
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  throw new Error(`${what} must use https (http is accepted only on a loopback host): "${value}"`);
}

const list = (raw: string | undefined, lowerCase = false): string[] =>
  (raw ?? '')
    .split(',')
    .map((item) => (lowerCase ? item.trim().toLowerCase() : item.trim()))
    .filter(Boolean);

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** Single sign-on settings from SSO_* variables and PUBLIC_URL; null when SSO_ISSUER is unset. */
export function ssoSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SsoSettings | null {
  const issuer = env.SSO_ISSUER?.trim();
  if (!issuer) return null;
  const issuerUrl = assertSafeUrl(issuer, 'SSO_ISSUER');
  const clientId = env.SSO_CLIENT_ID?.trim();
  if (!clientId) throw new Error('SSO_CLIENT_ID is required when SSO_ISSUER is set');
  const entraGraph = ENTRA_GRAPH[issuerUrl.hostname];
  const allowedTenants = list(env.SSO_ALLOWED_TENANTS, true);
  const tenantSegment = issuerUrl.pathname.split('/')[1]?.toLowerCase() ?? '';
  if (entraGraph && ENTRA_MULTI_TENANT.has(tenantSegment) && allowedTenants.length === 0)
    throw new Error(
      `SSO_ALLOWED_TENANTS is required with the multi-tenant authority "${tenantSegment}": list the tenant ids (tid) that may sign in`,
    );
  const graphUrl = env.SSO_GRAPH_URL?.trim() || entraGraph;
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl)
    throw new Error(
      'PUBLIC_URL is required when SSO_ISSUER is set: the redirect URI registered at the identity provider is built from it (e.g. PUBLIC_URL=https://leave.example.com)',
    );
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: "${publicUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_URL must be an http(s) URL');
  return {
    issuer,
    clientId,
    clientSecret: env.SSO_CLIENT_SECRET || undefined,
    allowedTenants,
    autoCreate: flag('SSO_AUTO_CREATE', env.SSO_AUTO_CREATE, false),
    adminGroups: list(env.SSO_ADMIN_GROUPS),
    hrGroups: list(env.SSO_HR_GROUPS),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    providerName: env.SSO_PROVIDER_NAME?.trim() || (entraGraph ? 'Microsoft' : 'SSO'),
    graphUrl: graphUrl ? assertSafeUrl(graphUrl, 'SSO_GRAPH_URL').href.replace(/\/+$/, '') : undefined,
  };
}
