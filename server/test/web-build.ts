import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A small production web build on disk, as `vite build` and web/precompress.ts lay it out. */

export const CHROME_ACCEPTS = 'gzip, deflate, br, zstd';
export const SCRIPT_PATH = '/assets/app-3f2a9c1b.js';
export const SCRIPT = `export const greeting = ${JSON.stringify('hello from the bundle '.repeat(2000))};\n`;
/** A stylesheet too small to have been precompressed at build time, large enough for nginx to gzip. */
export const STYLE_PATH = '/assets/style-5e6f7a8b.css';
export const STYLE = `.leave { color: rebeccapurple; }\n`.repeat(60);
/** The page's own inline script (as the first screen's), allowed by its hash. */
export const INLINE_SCRIPT = "document.getElementById('root').textContent = 'Loading';";
export const INDEX = `<!doctype html><div id="root"></div><script type="module" src="/assets/app-3f2a9c1b.js"></script><script>${INLINE_SCRIPT}</script>`;
export const PNG_PATH = '/assets/logo-1a2b3c4d.png';
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
/** Written beside the build and into its hidden files: never served. */
export const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';

/** Writes the build into a fresh directory: answers the build's directory and its parent (to remove). */
export function writeWebBuild(): { dist: string; parent: string } {
  const parent = mkdtempSync(join(tmpdir(), 'leavewise-web-build-'));
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ secret: SECRET }));
  writeFileSync(join(dist, '.build-hash'), SECRET);
  writeFileSync(join(dist, SCRIPT_PATH), SCRIPT);
  writeFileSync(join(dist, `${SCRIPT_PATH}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, `${SCRIPT_PATH}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dist, STYLE_PATH), STYLE);
  writeFileSync(join(dist, PNG_PATH), PNG);
  return { dist, parent };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path exactly as written (fetch would resolve `..` and decompress the answer). */
export function rawRequest(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Whether an answer says it varies with Accept-Encoding. */
export const variesByEncoding = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');
