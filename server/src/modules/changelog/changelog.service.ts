import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertOperation, type Actor } from '../../auth/policy';

/** The curated release notes, kept in the repository beside this service (newest release first). */
export const RELEASE_NOTES_FILE = join(__dirname, 'release-notes.json');

export interface ReleaseNote {
  kind: 'feature' | 'fix';
  /** The part of the product it concerns (Approvals, Reports, …). */
  area: string;
  title: string;
  text: string;
}

export interface Release {
  /** Calendar version, e.g. 2026.11.26. */
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  notes: ReleaseNote[];
}

/** One note in the shape of the spec's changelog commits (§3), so the changelog screen lists notes. */
export interface ChangelogEntry {
  /** A stable id derived from the release and the note's title. */
  hash: string;
  shortHash: string;
  author: { name: string };
  date: string;
  type: 'feat' | 'fix';
  scope: string;
  breaking: false;
  message: string;
  body: string;
  files: string[];
  additions: number;
  deletions: number;
  branch: string;
  tags: string[];
}

export interface ChangelogVersion {
  version: string;
  tag: string;
  title: string;
  released: true;
  date: string;
  commits: string[];
  summary: { total: number; features: number; fixes: number; other: number };
  breaking: false;
}

export interface Changelog {
  source: 'release-notes';
  /** The newest release's date. */
  generatedAt: string | null;
  /** Each note, newest release first (kept as `commits`, the field the spec names). */
  commits: ChangelogEntry[];
  versions: ChangelogVersion[];
  /** The notes as written, grouped by release. */
  releases: Release[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** Reads and checks the release notes; a malformed file is a build mistake, named here. */
export function readReleaseNotes(file: string = RELEASE_NOTES_FILE): Release[] {
  const { releases } = JSON.parse(readFileSync(file, 'utf8')) as { releases?: unknown };
  if (!Array.isArray(releases)) throw new Error(`${file}: "releases" must be a list`);
  releases.forEach((release: Partial<Release>, index) => {
    const where = `${file}: release ${index + 1}`;
    if (!text(release.version) || !text(release.title) || !DATE.test(String(release.date)))
      throw new Error(`${where} needs a version, a title and a date (YYYY-MM-DD)`);
    if (index > 0 && String(release.date) > String((releases[index - 1] as Release).date))
      throw new Error(`${where} is newer than the one before it: newest first`);
    if (!Array.isArray(release.notes) || !release.notes.length) throw new Error(`${where} has no notes`);
    for (const note of release.notes)
      if (!['feature', 'fix'].includes(note.kind) || !text(note.area) || !text(note.title) || !text(note.text))
        throw new Error(`${where}: each note needs a kind (feature or fix), an area, a title and a text`);
  });
  return releases as Release[];
}

export function changelogOf(releases: Release[]): Changelog {
  const versions: ChangelogVersion[] = [];
  const commits: ChangelogEntry[] = [];
  for (const release of releases) {
    const entries = release.notes.map((note): ChangelogEntry => {
      const hash = createHash('sha1').update(`${release.version}\n${note.title}`).digest('hex');
      return {
        hash,
        shortHash: hash.slice(0, 7),
        author: { name: 'Leavewise' },
        date: `${release.date}T00:00:00.000Z`,
        type: note.kind === 'feature' ? 'feat' : 'fix',
        scope: note.area,
        breaking: false,
        message: note.title,
        body: note.text,
        files: [],
        additions: 0,
        deletions: 0,
        branch: 'main',
        tags: [release.version],
      };
    });
    commits.push(...entries);
    const features = entries.filter((entry) => entry.type === 'feat').length;
    versions.push({
      version: release.version,
      tag: release.version,
      title: release.title,
      released: true,
      date: `${release.date}T00:00:00.000Z`,
      commits: entries.map((entry) => entry.hash),
      summary: { total: entries.length, features, fixes: entries.length - features, other: 0 },
      breaking: false,
    });
  }
  return {
    source: 'release-notes',
    generatedAt: versions[0]?.date ?? null,
    commits,
    versions,
    releases,
  };
}

/** The product's changelog: the curated release notes (never commit messages). */
export class ChangelogService {
  private cached: Changelog | null = null;

  constructor(private readonly file: string = RELEASE_NOTES_FILE) {}

  changelog(actor: Actor): Changelog {
    assertOperation('signedIn', actor);
    this.cached ??= changelogOf(readReleaseNotes(this.file));
    return this.cached;
  }
}
