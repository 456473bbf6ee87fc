// Prints the gzip size of the JavaScript the /login route loads: the entry chunk, the LoginPage
// chunk and every chunk they import statically, against the 250 KB budget. Reads web/dist and builds
// it first when it is missing. `--json` prints one JSON line; `--strict` exits 1 over budget.
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  execSync('npm run build --workspace web', { cwd: new URL('..', import.meta.url).pathname, stdio: 'ignore' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const LIMIT_KB = 250;

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const login = Object.keys(manifest).find((key) => key.endsWith('features/auth/LoginPage.tsx'));
if (!entry || !login) {
  console.error('Could not find the entry or the LoginPage chunk in the build manifest.');
  process.exit(1);
}
collect(entry);
collect(login);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const content = readFileSync(join(dist, file));
  raw += content.length;
  gzip += gzipSync(content, { level: 9 }).length;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = gzip / 1024 / LIMIT_KB;
const result = {
  route: '/login',
  chunks: files.size,
  rawKB: Number(kb(raw)),
  gzipKB: Number(kb(gzip)),
  limitKB: LIMIT_KB,
  ratioToLimit: Number(ratio.toFixed(3)),
  withinLimit: ratio <= 1,
};
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
else
  console.log(
    `/login JavaScript: ${result.gzipKB} KB gzip (${result.rawKB} KB raw, ${files.size} chunks) = ${result.ratioToLimit} of the ${LIMIT_KB} KB budget: ${result.withinLimit ? 'within' : 'OVER'}`,
  );
if (!result.withinLimit && process.argv.includes('--strict')) process.exitCode = 1;
