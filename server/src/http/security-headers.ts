import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** How long browsers remember to use https only (one year), sent only on answers served over https. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The Content Security Policy of every answer. The web app and GraphiQL load only their own scripts
 * (no inline script, no eval); styles may be inline because Emotion (Chakra UI) and GraphiQL inject
 * <style> elements at run time; images and fonts may be data: URLs (GraphiQL bundles its fonts);
 * fetch and WebSocket go to this origin only; no page may frame ours.
 */
export function contentSecurityPolicyDirectives(options: { https: boolean }): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The Content Security Policy sources that allow an HTML page's own inline scripts, one `'sha256-…'` per
 * `<script>` without a `src` (hashed as browsers hash them: the text between the tags, UTF-8). The web
 * build has one, which draws the first screen before the app's code arrives (web/first-screen.ts).
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    sources.push(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/** A Content-Security-Policy header's value with `sources` added to its script-src directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (!sources.length) return policy;
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive} ${sources.join(' ')}` : directive))
    .join(';');
}

/**
 * Whether the browser reached us over https: this socket is TLS, or a trusted proxy says so in
 * X-Forwarded-Proto. The header is read only when proxy trust is configured (express's `trust proxy`
 * setting decides whose header counts); otherwise anyone could send it.
 */
export function servedOverHttps(req: Request, proxyTrusted: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return proxyTrusted && req.protocol === 'https';
}

/**
 * Security headers on every answer (helmet): CSP with frame-ancestors, X-Frame-Options, nosniff,
 * Referrer-Policy, Cross-Origin-Opener/Resource-Policy; HSTS (and upgrade-insecure-requests) only over
 * https, where a browser may rely on it.
 */
export function securityHeaders(options: { proxyTrusted: boolean }): RequestHandler {
  const common = {
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Sign-in with a corporate identity provider may use a popup, which must keep its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The spec's development page on port 3000 shows profile images served on port 3001 (same site).
    crossOriginResourcePolicy: { policy: 'same-site' },
  } as const;
  const overHttp = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives({ https: false }) },
  });
  const overHttps = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives({ https: true }) },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });
  const [plain, secure] = [fixedHeadersOf(overHttp), fixedHeadersOf(overHttps)];
  return (req: Request, res: Response, next: NextFunction) => {
    (servedOverHttps(req, options.proxyTrusted) ? secure : plain)(res);
    next();
  };
}

/**
 * The headers a middleware sets (and removes) when they depend on nothing in the request, as helmet's
 * do with these options (no nonces): recorded once, then applied to each answer without running its
 * fourteen middlewares every time.
 */
function fixedHeadersOf(middleware: RequestHandler): (res: Response) => void {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  } as unknown as Response;
  let finished = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as Request, recorder, () => (finished = true));
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

/** An origin as browsers send it in the Origin header: scheme://host[:port], lower-case, no path. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/** The origin this request was addressed to, as the browser sees it. */
function ownOrigin(req: IncomingMessage, https: boolean): string | null {
  const host = req.headers.host;
  return host ? normaliseOrigin(`${https ? 'https' : 'http'}://${host}`) : null;
}

/** Whether a browser page at `origin` may call us: our own origin, or one configured in CORS_ORIGINS. */
export function originAllowed(
  origin: string | undefined,
  req: IncomingMessage,
  allowed: readonly string[],
  https: boolean,
): boolean {
  if (!origin) return true; // not a browser's cross-origin call (curl, server-to-server, same-origin GET)
  const normalised = normaliseOrigin(origin);
  if (!normalised) return false;
  return normalised === ownOrigin(req, https) || allowed.includes(normalised);
}

/**
 * CORS for the API: only the origins listed in CORS_ORIGINS get Access-Control-Allow-* headers (and
 * their preflights a 204); without the list, only pages of this origin may call (browsers enforce it).
 * Credentials are bearer tokens in a header, never cookies, so Allow-Credentials is not sent.
 */
export function corsForConfiguredOrigins(allowed: readonly string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const normalised = origin ? normaliseOrigin(origin) : null;
    if (!normalised || !allowed.includes(normalised)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin!);
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Apollo-Require-Preflight');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
