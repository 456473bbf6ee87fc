import { readFileSync, statSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inlineScriptSources, withScriptSources } from './security-headers';

/** Content-hashed build output under /assets/: a changed file gets a new name, so it is kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current build's assets: browsers revalidate it on every load, so a deploy is seen at once. */
export const REVALIDATE = 'no-cache';
/** The build's other files (the favicon): not content-hashed, kept an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';
/** The variants the web build writes beside each text file (web/precompress.ts), smallest first. */
const VARIANTS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The encoding to send among `available` (in the server's order of preference), read from an
 * Accept-Encoding header: the one with the highest q-value above zero, unless the header ranks identity
 * higher by name. `*` stands for encodings the header does not name; no header means identity.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const identity = weights.get('identity') ?? 0;
  let chosen: Encoding | null = null;
  let chosenWeight = 0;
  for (const encoding of available) {
    const weight = weightOf(encoding);
    if (weight > chosenWeight) [chosen, chosenWeight] = [encoding, weight];
  }
  return chosen && chosenWeight >= identity ? chosen : null;
}

/**
 * The build's file a URL path names, or null: percent-decoded once, and refused when a segment is
 * `..`, hidden (`.vite/manifest.json`, `.build-hash`), or holds a backslash or NUL, so no path reaches
 * outside the build directory.
 */
function buildFileOf(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (!segments.length || segments.some((segment) => segment.startsWith('.') || /[\\\0]/.test(segment))) return null;
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    // ENOENT, or ENOTDIR when a file's name is followed by more path (`app.js/extra`).
    return false;
  }
}

/**
 * The production web build: its files (the precompressed variant the browser accepts, with Vary:
 * Accept-Encoding and the original file's Content-Type), hashed assets cached for a year, and
 * index.html, revalidated every time, as the answer to every other page path (the client routes).
 */
export function webClient(distDir: string): { files: RequestHandler; page: RequestHandler } {
  const root = resolve(distDir);

  // index.html's inline script (the first screen's, web/first-screen.ts) is allowed by its hash: read
  // again whenever the file changes, since a deploy may replace the build under a running server.
  let page: { stamp: string; sources: string[] } | null = null;
  const pageScriptSources = (file: string): string[] => {
    try {
      const stat = statSync(file);
      const stamp = `${file}:${stat.mtimeMs}:${stat.size}`;
      if (page?.stamp !== stamp) page = { stamp, sources: inlineScriptSources(readFileSync(file, 'utf8')) };
      return page.sources;
    } catch {
      return [];
    }
  };

  const send = (req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) => {
    const available = VARIANTS.filter(({ suffix }) => isFile(file + suffix));
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      available.map((variant) => variant.encoding),
    );
    const variant = available.find((candidate) => candidate.encoding === encoding);
    // Caches must keep each encoding apart, whichever one this answer carries.
    if (available.length) res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    res.type(extname(file));
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string' && file.endsWith('.html')) {
      res.setHeader('Content-Security-Policy', withScriptSources(policy, pageScriptSources(file)));
    }
    if (variant) res.setHeader('Content-Encoding', variant.encoding);
    // Relative to the build's root, so send() checks once more that nothing leaves it.
    const path = relative(root, variant ? file + variant.suffix : file);
    res.sendFile(path, { root, cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Cache-Control');
      // Gone since it was looked up (a deploy replaced the build): answered as any missing file.
      if ((error as { status?: number }).status === 404) notFound(res);
      else next(error);
    });
  };

  const files: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = buildFileOf(root, req.path);
    const hashed = req.path.startsWith('/assets/');
    if (!file || !isFile(file)) {
      // A missing asset is a 404, never the page in its place (a browser would run HTML as a script).
      return hashed ? notFound(res) : next();
    }
    // The service worker and the manifest name the current build too: a deploy must reach them at once.
    const current = /[\\/](index\.html|sw\.js|manifest\.webmanifest)$/.test(file);
    const cacheControl = hashed ? IMMUTABLE : current ? REVALIDATE : SHORT_LIVED;
    send(req, res, next, file, cacheControl);
  };

  const index: RequestHandler = (req, res, next) => send(req, res, next, resolve(root, 'index.html'), REVALIDATE);

  return { files, page: index };
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}
