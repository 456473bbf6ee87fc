/**
 * The web build of another commit, for bench-lighthouse.ts to measure beside this checkout's in the same
 * run: that commit's web/ (and the few root files its build reads), taken with `git archive`, built by
 * Vite with this checkout's node_modules into a folder under the system's temporary directory, kept
 * there by commit so a second run reuses it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
/** What the web build reads besides web/ itself. */
const BUILD_INPUTS = ['web', 'schema.graphql', 'tsconfig.base.json', 'package.json'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit `ref` names; for `merge-base:main`, where this branch left main. */
export function resolveBaseline(ref: string): { commit: string; label: string } {
  const merged = /^merge-base:(.+)$/.exec(ref);
  const commit = merged ? git('merge-base', 'HEAD', merged[1]) : git('rev-parse', '--verify', `${ref}^{commit}`);
  return { commit, label: `${merged ? `${merged[1]} where this branch left it` : ref} (${commit.slice(0, 9)})` };
}

/** The production web build of `commit` (built once per commit); answers its folder. */
export function buildBaselineWeb(commit: string): string {
  const dir = join(tmpdir(), `leavewise-lighthouse-baseline-${commit.slice(0, 16)}`);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit, ...BUILD_INPUTS], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr.toString()}`);
  const unpacked = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (unpacked.status !== 0) throw new Error(`unpacking ${commit}'s web/ failed: ${unpacked.stderr.toString()}`);
  // This checkout's dependencies: a baseline with other package versions is measured with these.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (existsSync(join(ROOT, 'web/node_modules')))
    symlinkSync(join(ROOT, 'web/node_modules'), join(dir, 'web/node_modules'));
  console.log(`building the baseline web client (${commit.slice(0, 9)}) ...`);
  const built = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(dir, 'web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the baseline web build of ${commit} failed`);
  }
  return dist;
}
