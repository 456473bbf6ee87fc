import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './harness';
import { findNginx, freePort, startNginx, type RunningNginx } from './nginx';
import {
  CHROME_ACCEPTS,
  INDEX,
  PNG,
  PNG_PATH,
  SCRIPT,
  SCRIPT_PATH,
  STYLE,
  STYLE_PATH,
  rawRequest as raw,
  variesByEncoding as varies,
  writeWebBuild,
} from './web-build';

const nginx = findNginx();

describe('the web build through nginx (the docker/ configuration)', () => {
  if (!nginx.path) {
    it.skip(`is skipped: ${nginx.reason}`, () => undefined);
    return;
  }
  const nginxPath = nginx.path;
  let t: TestApp;
  let proxy: RunningNginx;
  let parent: string;

  beforeAll(async () => {
    const build = writeWebBuild();
    parent = build.parent;
    t = await startTestApp({ config: { webDistDir: build.dist } });
    const api = new URL(t.url).host;
    proxy = await startNginx(nginxPath, { listenPort: await freePort(), upstreams: [api, api] });
  });
  afterAll(async () => {
    await proxy?.stop();
    await t?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it("passes the API's precompressed asset and its caching headers through untouched", async () => {
    const br = await raw(proxy.url, SCRIPT_PATH, { 'accept-encoding': CHROME_ACCEPTS });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(br)).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await raw(proxy.url, SCRIPT_PATH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await raw(proxy.url, SCRIPT_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('gzips a text file of the build that arrives uncompressed, and leaves images alone', async () => {
    const style = await raw(proxy.url, STYLE_PATH, { 'accept-encoding': CHROME_ACCEPTS });
    expect(style.status).toBe(200);
    expect(style.headers['content-encoding']).toBe('gzip');
    expect(varies(style)).toBe(true);
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(style.body).toString()).toBe(STYLE);

    const image = await raw(proxy.url, PNG_PATH, { 'accept-encoding': CHROME_ACCEPTS });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);
  });

  it('keeps index.html revalidated on every load', async () => {
    const page = await raw(proxy.url, '/dashboard', { 'accept-encoding': CHROME_ACCEPTS });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toBe(INDEX);
  });

  it('does not compress API answers, which hold secrets beside what a request reflects', async () => {
    // Twenty long aliases: an answer well over nginx's gzip threshold, made of what the request chose.
    const aliases = Array.from({ length: 20 }, (_, index) => `reflected_${'x'.repeat(100)}_${index}`);
    const query = JSON.stringify({ query: `{ ${aliases.map((alias) => `${alias}: __typename`).join(' ')} }` });
    const answer = await raw(
      proxy.url,
      '/graphql',
      { 'accept-encoding': CHROME_ACCEPTS, 'content-type': 'application/json' },
      'POST',
      query,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(2048);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString()).data).toEqual(
      Object.fromEntries(aliases.map((alias) => [alias, 'Query'])),
    );
  });
});
