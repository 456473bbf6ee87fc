// Builds the web client only when its sources changed, so `npm start` restarts quickly and replicas
// started from one checkout do not race on the output:
// - a SHA-256 of every input (web/ without dist, node_modules and tests, plus the lockfile) is compared with the
//   stamp written beside the last build (<dist>/.build-hash); equal → nothing to do;
// - otherwise one process builds (a lock directory <dist>.lock; others wait for it, then find the
//   stamp current) into a fresh directory, writes the stamp into it and renames it into place.
// WEB_DIST_DIR moves the output (the server reads the same variable).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
// Everything in web/ goes into the build except its outputs, dependencies, tests and notes.
const SKIPPED = /^(dist|node_modules|README\.md)$|^dist\.|^\.|\.test\.tsx?$/;

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED.test(name))
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of [...files(sources), join(root, 'package-lock.json')]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** `vite build` of web/ into `outDir`. */
function viteBuild(outDir) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // Always the production build, whoever asks (a test runner sets NODE_ENV=test, which would bundle
    // React's development build).
    {
      cwd: web,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

/**
 * Builds the web client into WEB_DIST_DIR (or web/dist) unless the stamp there matches its sources.
 * Tests pass another `sources` folder and `build` function. Answers 'built' or 'current'.
 */
export function buildWebIfChanged({
  dist = resolve(process.env.WEB_DIST_DIR || join(web, 'dist')),
  sources = web,
  build = viteBuild,
} = {}) {
  const stampFile = join(dist, '.build-hash');
  const lock = `${dist}.lock`;
  const wanted = sourceHash(sources);
  const current = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === wanted;
  if (current()) {
    console.log('web build is current');
    return 'current';
  }

  // Take the lock (mkdir is atomic); a lock older than ten minutes belongs to a build that died.
  mkdirSync(dirname(dist), { recursive: true });
  for (const started = Date.now(); ;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt !== undefined && Date.now() - lockedAt > 600_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 600_000) throw new Error(`another web build holds ${lock}`);
      sleep(250);
      if (current()) {
        console.log('web build is current (built by another process)');
        return 'current';
      }
    }
  }

  const building = `${dist}.building-${process.pid}`;
  const old = `${dist}.old-${process.pid}`;
  try {
    if (current()) return 'current';
    console.log('building the web client (its sources changed) ...');
    build(building);
    writeFileSync(join(building, '.build-hash'), wanted + '\n');
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(building, dist);
    rmSync(old, { recursive: true, force: true });
    return 'built';
  } finally {
    rmSync(building, { recursive: true, force: true });
    rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildWebIfChanged();
