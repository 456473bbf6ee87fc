import { describe, expect, it } from 'vitest';
import { changelogStats, filterCommits, groupByDay, type ChangelogCommit } from './changelog';

const commit = (overrides: Partial<ChangelogCommit>): ChangelogCommit => ({
  hash: 'a'.repeat(40),
  author: { name: 'Ann' },
  date: '2026-03-02T10:00:00Z',
  type: 'feat',
  scope: 'web',
  breaking: false,
  message: 'Add the calendar',
  body: '',
  files: ['web/src/features/calendar/CalendarPage.tsx'],
  additions: 10,
  deletions: 2,
  branch: 'main',
  tags: [],
  ...overrides,
});

const commits = [
  commit({ hash: '1'.repeat(40) }),
  commit({
    hash: '2'.repeat(40),
    type: 'fix',
    scope: 'api',
    breaking: true,
    message: 'Refuse bad dates',
    date: '2026-03-01T09:00:00Z',
    author: { name: 'Bo' },
  }),
  commit({
    hash: '3'.repeat(40),
    type: 'other',
    scope: null,
    message: 'Tidy up',
    files: ['README.md'],
    additions: 1,
    deletions: 40,
  }),
];
const all = { type: '', scope: '', breaking: 'all', text: '' };

describe('changelog', () => {
  it('filters by type, scope, breaking and text', () => {
    expect(filterCommits(commits, { ...all, type: 'fix' }).map((c) => c.message)).toEqual(['Refuse bad dates']);
    expect(filterCommits(commits, { ...all, scope: 'web' })).toHaveLength(1);
    expect(filterCommits(commits, { ...all, breaking: 'breaking' })).toHaveLength(1);
    expect(filterCommits(commits, { ...all, breaking: 'non-breaking' })).toHaveLength(2);
    expect(filterCommits(commits, { ...all, text: 'CALENDARPAGE' })).toHaveLength(2);
    expect(filterCommits(commits, { ...all, text: 'BO' })).toHaveLength(1);
  });

  it('counts features, fixes, breaking changes, contributors and lines', () => {
    expect(changelogStats(commits)).toEqual({
      commits: 3,
      features: 1,
      fixes: 1,
      breaking: 1,
      contributors: 2,
      additions: 21,
      deletions: 44,
    });
  });

  it('groups the timeline by day, newest first', () => {
    expect(groupByDay(commits).map((g) => [g.day, g.commits.length])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-01', 1],
    ]);
  });
});
