import type { RestRoute } from '../../api/route';
import type { ChangelogService } from './changelog.service';

export const changelogRoutes = ({ changelog }: { changelog: ChangelogService }): RestRoute[] => [
  {
    method: 'get',
    path: '/changelog',
    summary:
      "The product's release notes, written for people and kept in the repository, newest release first: data.releases (version, date, title, notes of kind feature or fix with area, title and text); " +
      'the same notes as data.commits (hash: a stable id, type feat or fix, scope: the area, message: the title, body: the text, tags: the version) and data.versions (version, title, date, commits, summary).',
    handler: async (_req, { actor }) => ({ data: changelog.changelog(actor) }),
  },
];
