#!/usr/bin/env node
// `npm test`: every check and suite, in three phases, each phase's tasks side by side.
//   1. the generated code is current, formatting, types of both packages, lint, and the web build the
//      browser tests serve;
//   2. the server suite (real Postgres) and the web unit tests;
//   3. the browser tests split into E2E_SHARDS shards (default 2), each shard with its own server,
//      embedded Postgres and Chromium. A browser test spends much of its time waiting for a page, so
//      shards overlap well even on two cores; two finished the suite in 1,909 s where three took 2,164 s.
// The server suite and the browser shards each keep two cores busy: run together, every test of both
// waited several times as long (a load of 14 and more on two cores) for the same total time.
// Each task's output is printed whole when it ends (never interleaved); the run fails when any task
// fails, and a table of what ran, how long and how it ended closes it.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shards = Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '2', 10) || 2);
const logs = mkdtempSync(join(tmpdir(), 'leavewise-test-'));

const chromiumFile = join(logs, 'chromium-path');
const FIND_CHROMIUM = [
  "import { writeFileSync } from 'node:fs';",
  "import { findChromium } from './tests/e2e/support/chromium.ts';",
  `findChromium(console.log).then((path) => writeFileSync('${chromiumFile}', path));`,
].join(' ');

const checks = [
  ['generated code', 'npm run codegen:check'],
  ['format', 'npm run format:check'],
  ['types (server)', 'npx tsc -p server --noEmit'],
  ['types (web)', 'npm run typecheck --workspace web --if-present'],
  ['lint', 'npm run lint'],
  ['web build', 'node scripts/build-web.mjs'],
  // Found (or installed) once, so the shards never race to unpack or install it.
  ['browser', `npx tsx --eval "${FIND_CHROMIUM}"`],
];
const suites = [
  ['server tests', 'npm run test --workspace server'],
  ['web unit tests', 'npm run test --workspace web'],
];
const browserSuites = [
  ...Array.from({ length: shards }, (_, index) => [
    `browser tests ${index + 1}/${shards}`,
    `npm run test:e2e --workspace web -- --shard=${index + 1}/${shards}`,
    // The build of phase 1 is current: no shard rebuilds it.
    { E2E_SKIP_BUILD: '1' },
    () => (existsSync(chromiumFile) ? { CHROME_PATH: readFileSync(chromiumFile, 'utf8') } : {}),
  ]),
];

const results = [];

function run([name, command, env = {}, more = () => ({})]) {
  const started = Date.now();
  const file = join(logs, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = openSync(file, 'w');
  return new Promise((done) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env, ...more() },
    });
    child.on('close', (code, signal) => {
      closeSync(out);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      process.stdout.write(`\n==== ${name}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s ====\n`);
      process.stdout.write(readFileSync(file, 'utf8'));
      results.push({ name, ok, seconds, file });
      done();
    });
  });
}

const started = Date.now();
console.log(`Checks: ${checks.map(([name]) => name).join(', ')} (logs in ${logs})`);
await Promise.all(checks.map(run));
console.log(`\nSuites: ${suites.map(([name]) => name).join(', ')}`);
await Promise.all(suites.map(run));
console.log(`\nBrowser tests: ${browserSuites.map(([name]) => name).join(', ')}`);
await Promise.all(browserSuites.map(run));

const total = Math.round((Date.now() - started) / 1000);
console.log('\n| Task | Result | Seconds |\n|---|---|---|');
for (const { name, ok, seconds } of results) console.log(`| ${name} | ${ok ? 'passed' : 'FAILED'} | ${seconds} |`);
console.log(`| all | ${results.every((r) => r.ok) ? 'passed' : 'FAILED'} | ${total} |`);

// What failed, again at the end, where a reader of the run's last lines finds it.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
for (const { name, file } of results.filter((r) => !r.ok)) {
  const lines = readFileSync(file, 'utf8').replace(COLOUR, '').split('\n');
  // Each failure's heading and error, with the lines that say where it stood (a browser action's call
  // log, the spec line, the page's address).
  const failures = [];
  let context = 0;
  for (const line of lines) {
    if (/^\s*●\s+Console\s*$/.test(line)) context = 0;
    else if (/^\s*(FAIL\s|●\s|×\s|Page \d+ of the failed test)|^\s*(\w*Error|Caused by)\b/.test(line)) {
      failures.push(line);
      context = /Error|Caused by/.test(line) ? 8 : 0;
    } else if (context > 0 && line.trim()) {
      failures.push(line);
      context -= 1;
    } else context = 0;
  }
  failures.splice(60);
  console.log(`\n${name} failed:${failures.length ? '' : ' (see its output above)'}`);
  for (const line of failures) console.log(`  ${line.trimEnd()}`);
}
// Tests that passed only when run again (the browser tests run a failed test once more).
for (const { name, file } of results) {
  const lines = readFileSync(file, 'utf8').replace(COLOUR, '').split('\n');
  const retried = lines.filter((line) => /\(retry x\d+\)/.test(line) && /^\s*✓/.test(line));
  if (!retried.length) continue;
  console.log(`\n${name}: passed only when run again:`);
  for (const line of retried) console.log(`  ${line.trim()}`);
  const firstTries = lines.filter((line) => /^\s*(Page \d+ of the failed test|Failed try of ")/.test(line));
  for (const line of firstTries) console.log(`  ${line.trim()}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
