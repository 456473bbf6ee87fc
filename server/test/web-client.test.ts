import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './harness';
import {
  CHROME_ACCEPTS,
  INDEX,
  INLINE_SCRIPT,
  PNG,
  PNG_PATH,
  SCRIPT,
  SCRIPT_PATH,
  SECRET,
  rawRequest as raw,
  variesByEncoding as varies,
  writeWebBuild,
} from './web-build';

/** The production web build as the server sends it: precompressed variants, cache lifetimes, its directory's bounds. */

describe('the web build as served', () => {
  let t: TestApp;
  let parent: string;
  let dist: string;

  beforeAll(async () => {
    // The build sits beside a file that must never be served.
    const build = writeWebBuild();
    parent = build.parent;
    dist = build.dist;
    t = await startTestApp({ config: { webDistDir: build.dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(parent, { recursive: true, force: true });
  });

  const script = SCRIPT_PATH;

  it('sends an asset brotli-compressed to a browser that accepts brotli', async () => {
    const answer = await raw(t.url, script, { 'accept-encoding': CHROME_ACCEPTS });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(varies(answer)).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted, or when brotli is refused', async () => {
    for (const accepted of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.8, br;q=0.5']) {
      const answer = await raw(t.url, script, { 'accept-encoding': accepted });
      expect([accepted, answer.headers['content-encoding']]).toEqual([accepted, 'gzip']);
      expect(varies(answer)).toBe(true);
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is when no encoding it has is accepted', async () => {
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=0.5, identity']) {
      const answer = await raw(t.url, script, accepted === undefined ? {} : { 'accept-encoding': accepted });
      expect([accepted, answer.status, answer.headers['content-encoding']]).toEqual([accepted, 200, undefined]);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // A shared cache must not hand this answer to a browser that asked for brotli, nor the reverse.
      expect(varies(answer)).toBe(true);
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the headers of the encoding a GET would get', async () => {
    const answer = await raw(t.url, script, { 'accept-encoding': CHROME_ACCEPTS }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('keeps content-hashed assets for a year and never compresses an image again', async () => {
    const image = await raw(t.url, PNG_PATH, { 'accept-encoding': CHROME_ACCEPTS });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);
    for (const answer of [image, await raw(t.url, script, { 'accept-encoding': 'gzip' })]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets a browser keep index.html without asking again, on every path that answers it', async () => {
    for (const path of ['/', '/index.html', '/dashboard', '/admin?tab=users', '/calendar/2026']) {
      const answer = await raw(t.url, path, { 'accept-encoding': CHROME_ACCEPTS });
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.toString()).toBe(INDEX);
    }
  });

  it("allows index.html's own inline script by its hash, and no other, following the file when a deploy replaces it", async () => {
    const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scriptSrc = (answer: { headers: Record<string, unknown> }) =>
      String(answer.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
    for (const path of ['/', '/index.html', '/dashboard']) {
      const answer = await raw(t.url, path, { 'accept-encoding': CHROME_ACCEPTS });
      expect([path, scriptSrc(answer)]).toEqual([path, `script-src 'self' ${source(INLINE_SCRIPT)}`]);
    }
    // Other files keep the policy without it.
    expect(scriptSrc(await raw(t.url, script))).toBe("script-src 'self'");
    const replaced = "document.title = 'Leavewise';";
    writeFileSync(join(dist, 'index.html'), `<!doctype html><div id="root"></div><script>${replaced}</script>`);
    try {
      expect(scriptSrc(await raw(t.url, '/dashboard'))).toBe(`script-src 'self' ${source(replaced)}`);
    } finally {
      writeFileSync(join(dist, 'index.html'), INDEX);
    }
  });

  it('keeps files that are not content-hashed an hour only', async () => {
    const answer = await raw(t.url, '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset 404, never with the page in its place', async () => {
    for (const path of ['/assets/missing-0badc0de.js', '/assets/', '/assets/app-3f2a9c1b.js/extra']) {
      const answer = await raw(t.url, path, { 'accept-encoding': CHROME_ACCEPTS });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.headers['cache-control']).toBeUndefined();
      expect(answer.body.toString()).not.toContain('<script');
    }
  });

  it('never serves a file outside the build or one of its hidden files, however the path is written', async () => {
    const attempts = [
      '/assets/../../etc/passwd',
      '/assets/../../../../../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/..\\..\\secret.txt',
      '/assets/%252e%252e/%252e%252e/secret.txt',
      '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
      '/assets/secret.txt%00.js',
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.build-hash',
      '/assets/%',
    ];
    for (const path of attempts) {
      for (const headers of [{}, { 'accept-encoding': CHROME_ACCEPTS }] as Record<string, string>[]) {
        const answer = await raw(t.url, path, headers);
        const body = answer.body.toString();
        expect([path, body.includes(SECRET) || body.includes('root:x:0:0')]).toEqual([path, false]);
        // Either refused, or a page path answered with the app (the client router shows its 404).
        if (answer.status !== 404) expect([path, answer.status, body]).toEqual([path, 200, INDEX]);
        if (path.startsWith('/assets/')) expect([path, answer.status]).toEqual([path, 404]);
      }
    }
  });
});
