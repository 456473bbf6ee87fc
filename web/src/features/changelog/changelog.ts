import { apiUrl } from '../../lib/apiBase';
import { getToken, reportSessionExpired } from '../../lib/session';

/** One commit of the product's history, as GET /api/changelog answers it (spec §3 Changelog). */
export interface ChangelogCommit {
  hash: string;
  shortHash?: string;
  /** The author's name only: committers' email addresses are not shown to the people reading it. */
  author: { name: string };
  date: string;
  type: string;
  scope: string | null;
  breaking: boolean;
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
  tag: string | null;
  released: boolean;
  date: string;
  commits: string[];
  summary: { total: number; features: number; fixes: number; other: number };
  breaking: boolean;
}

export interface Changelog {
  source: 'release-notes';
  generatedAt: string | null;
  commits: ChangelogCommit[];
  versions: ChangelogVersion[];
}

/** The error a failed load throws when the server gave no message; the page says it in the reader's language. */
export const FAILED_TO_LOAD = 'Failed to load the changelog';

/** GET /api/changelog with the session's token. */
export async function fetchChangelog(signal?: AbortSignal): Promise<Changelog> {
  const token = getToken();
  const response = await fetch(apiUrl('/api/changelog'), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (response.status === 401) {
    reportSessionExpired();
    throw new Error(FAILED_TO_LOAD);
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: Changelog;
    message?: string;
  } | null;
  if (!response.ok || !body?.success || !body.data) throw new Error(body?.message || FAILED_TO_LOAD);
  return body.data;
}

export interface ChangelogFilters {
  type: string;
  scope: string;
  /** 'all', 'breaking' or 'non-breaking'. */
  breaking: string;
  text: string;
}

/** Commits matching every filter; the text matches the message, body, author, hash and files. */
export function filterCommits(commits: readonly ChangelogCommit[], filters: ChangelogFilters): ChangelogCommit[] {
  const text = filters.text.trim().toLowerCase();
  return commits.filter(
    (c) =>
      (!filters.type || c.type === filters.type) &&
      (!filters.scope || (c.scope ?? '') === filters.scope) &&
      (filters.breaking === 'all' || c.breaking === (filters.breaking === 'breaking')) &&
      (!text ||
        [c.message, c.body, c.author.name, c.hash, ...c.files].some((field) => field.toLowerCase().includes(text))),
  );
}

export interface ChangelogStats {
  commits: number;
  features: number;
  fixes: number;
  breaking: number;
  contributors: number;
  additions: number;
  deletions: number;
}

export function changelogStats(commits: readonly ChangelogCommit[]): ChangelogStats {
  return {
    commits: commits.length,
    features: commits.filter((c) => c.type === 'feat').length,
    fixes: commits.filter((c) => c.type === 'fix').length,
    breaking: commits.filter((c) => c.breaking).length,
    contributors: new Set(commits.map((c) => c.author.name.trim().toLowerCase())).size,
    additions: commits.reduce((sum, c) => sum + c.additions, 0),
    deletions: commits.reduce((sum, c) => sum + c.deletions, 0),
  };
}

/** Commits by calendar day (UTC), newest day first, for the timeline view. */
export function groupByDay(commits: readonly ChangelogCommit[]): { day: string; commits: ChangelogCommit[] }[] {
  const days = new Map<string, ChangelogCommit[]>();
  for (const commit of [...commits].sort((a, b) => b.date.localeCompare(a.date))) {
    const day = new Date(commit.date).toISOString().slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), commit]);
  }
  return [...days].map(([day, list]) => ({ day, commits: list }));
}

/** Distinct values of a field, sorted, for the filter choices. */
export const distinct = (values: (string | null)[]): string[] =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();
