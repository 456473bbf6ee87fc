import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { assertOperation, type Actor } from '../../auth/policy';

const run = promisify(execFile);
const REPO_ROOT = join(__dirname, '../../../..');
const CACHE_MS = 60_000;

/** An address in angle brackets, as git trailers write it (`Co-authored-by: Name <address>`). */
const BRACKETED_ADDRESS = /\s*<[^<>\s@]+@[^<>\s]+>/g;
const ADDRESS = /[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}/gi;
const withoutAddresses = (text: unknown) =>
  typeof text === 'string' ? text.replace(BRACKETED_ADDRESS, '').replace(ADDRESS, '[email hidden]') : text;

/**
 * A commit as everyone signed in may see it: its author's name only, and no email address in its
 * message (trailers, mentions), whichever script version wrote the build file.
 */
function shownCommit(commit: unknown): unknown {
  if (!commit || typeof commit !== 'object') return commit;
  const { author, subject, message, body, ...rest } = commit as Record<string, unknown>;
  return {
    ...rest,
    author: { name: (author as { name?: unknown } | undefined)?.name ?? '' },
    ...(subject !== undefined ? { subject: withoutAddresses(subject) } : {}),
    ...(message !== undefined ? { message: withoutAddresses(message) } : {}),
    ...(body !== undefined ? { body: withoutAddresses(body) } : {}),
  };
}

export interface Changelog {
  source: 'build' | 'git' | 'none';
  generatedAt: string | null;
  commits: unknown[];
  versions: unknown[];
}

/**
 * The product's history: `server/changelog.json` written at build/start time by
 * scripts/generate-changelog.mjs; without it, the same script reads git now; without git, an empty history.
 */
export class ChangelogService {
  private cached: { at: number; value: Changelog } | null = null;

  constructor(
    private readonly paths: { file: string; script: string; cwd: string } = {
      file: join(REPO_ROOT, 'server/changelog.json'),
      script: join(REPO_ROOT, 'scripts/generate-changelog.mjs'),
      cwd: REPO_ROOT,
    },
  ) {}

  async changelog(actor: Actor): Promise<Changelog> {
    assertOperation('signedIn', actor);
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const loaded = await this.load();
    const value = { ...loaded, commits: loaded.commits.map(shownCommit) };
    this.cached = { at: Date.now(), value };
    return value;
  }

  private async load(): Promise<Changelog> {
    const fromFile = await readFile(this.paths.file, 'utf8').then(
      (text) => JSON.parse(text) as Changelog,
      () => null,
    );
    if (fromFile)
      return {
        source: 'build',
        generatedAt: fromFile.generatedAt ?? null,
        commits: fromFile.commits ?? [],
        versions: fromFile.versions ?? [],
      };
    try {
      const { stdout } = await run(process.execPath, [this.paths.script, '--stdout'], {
        cwd: this.paths.cwd,
        timeout: 15_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      const fromGit = JSON.parse(stdout) as Changelog;
      return {
        source: 'git',
        generatedAt: fromGit.generatedAt ?? null,
        commits: fromGit.commits ?? [],
        versions: fromGit.versions ?? [],
      };
    } catch {
      return { source: 'none', generatedAt: null, commits: [], versions: [] };
    }
  }
}
