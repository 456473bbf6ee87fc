#!/usr/bin/env node
// Builds the product's changelog from git history: commits parsed as conventional commits
// (`type(scope)!: subject`), grouped into versions by tags. Run at build/start time so a deployment
// without `.git` still has its history:
//   node scripts/generate-changelog.mjs           writes server/changelog.json (gitignored)
//   node scripts/generate-changelog.mjs --stdout  prints the JSON (exit 1 when git is unavailable)
// CHANGELOG_REPO_DIR reads another repository (used by tests).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.CHANGELOG_REPO_DIR || join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_COMMITS = 1000;
const TYPES = new Set(['feat', 'fix', 'docs', 'style', 'refactor', 'perf', 'test', 'build', 'ci', 'chore', 'revert']);
/** Committers' addresses stay out of the changelog (everyone signed in reads it): trailers lose them, mentions are hidden. */
const hideAddresses = (text) =>
  text.replace(/\s*<[^<>\s@]+@[^<>\s]+>/g, '').replace(/[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}/gi, '[email hidden]');
const FIELD = '\x1f';
const RECORD = '\x1e';

const git = (...args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** `feat(api)!: subject` → type feat, scope api, breaking; a non-standard prefix such as `web:` is kept as the scope of type "other". */
export function parseSubject(subject, body = '') {
  const match = /^(\w+)(?:\(([^)]*)\))?(!)?:\s*(.+)$/.exec(subject);
  const breaking = Boolean(match?.[3]) || /^BREAKING[ -]CHANGE:/m.test(body);
  if (!match) return { type: 'other', scope: null, breaking, message: subject };
  const word = match[1].toLowerCase();
  if (TYPES.has(word)) return { type: word, scope: match[2] || null, breaking, message: match[4] };
  return { type: 'other', scope: match[2] ? `${word}/${match[2]}` : word, breaking, message: match[4] };
}

export function readHistory() {
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD').trim();
  const log = git(
    'log',
    `--max-count=${MAX_COMMITS}`,
    '--numstat',
    `--format=${RECORD}%H${FIELD}%an${FIELD}%aI${FIELD}%D${FIELD}%s${FIELD}%b${FIELD}`,
  );
  const commits = [];
  for (const chunk of log.split(RECORD).slice(1)) {
    const [hash, name, date, refs, rawSubject, rawBody, stats = ''] = chunk.split(FIELD);
    const subject = hideAddresses(rawSubject);
    const body = hideAddresses(rawBody);
    const files = [];
    let additions = 0;
    let deletions = 0;
    for (const line of stats.split('\n')) {
      const m = /^(\d+|-)\t(\d+|-)\t(.+)$/.exec(line.trim());
      if (!m) continue;
      files.push(m[3]);
      additions += m[1] === '-' ? 0 : Number(m[1]);
      deletions += m[2] === '-' ? 0 : Number(m[2]);
    }
    const tags = refs
      .split(',')
      .map((r) => r.trim())
      .filter((r) => r.startsWith('tag: '))
      .map((r) => r.slice(5));
    commits.push({
      hash,
      shortHash: hash.slice(0, 7),
      author: { name },
      date,
      ...parseSubject(subject, body),
      subject,
      body: body.trim(),
      files,
      additions,
      deletions,
      branch,
      tags,
    });
  }
  return { commits, versions: groupVersions(commits) };
}

/** Newest first: commits up to the first tagged one belong to the unreleased package version, then each tag opens its version. */
export function groupVersions(commits) {
  let packageVersion = '0.0.0';
  try {
    packageVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version ?? packageVersion;
  } catch {
    // no package.json: keep the placeholder
  }
  const versions = [];
  let current = null;
  for (const commit of commits) {
    const tag = commit.tags.find((t) => /^v?\d+\.\d+/.test(t));
    if (tag || !current) {
      current = {
        version: tag ? tag.replace(/^v/, '') : `${packageVersion}-unreleased`,
        tag: tag ?? null,
        released: Boolean(tag),
        date: commit.date,
        commits: [],
      };
      versions.push(current);
    }
    current.commits.push(commit.hash);
  }
  return versions.map((version) => {
    const own = commits.filter((c) => version.commits.includes(c.hash));
    const count = (type) => own.filter((c) => c.type === type).length;
    return {
      ...version,
      summary: {
        total: own.length,
        features: count('feat'),
        fixes: count('fix'),
        other: own.length - count('feat') - count('fix'),
      },
      breaking: own.some((c) => c.breaking),
    };
  });
}

export function main() {
  const toStdout = process.argv.includes('--stdout');
  let history;
  try {
    history = readHistory();
  } catch (error) {
    if (toStdout) process.exit(1);
    console.warn(
      `[changelog] git history unavailable (${error.message.split('\n')[0]}); keeping any existing server/changelog.json`,
    );
    return;
  }
  const document = { generatedAt: new Date().toISOString(), source: 'git', ...history };
  if (toStdout) process.stdout.write(JSON.stringify(document));
  else writeFileSync(join(root, 'server/changelog.json'), JSON.stringify(document));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
