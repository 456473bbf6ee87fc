import type { RestRoute } from '../../rest/route';
import type { ChangelogService } from './changelog.service';

export const changelogRoutes = ({ changelog }: { changelog: ChangelogService }): RestRoute[] => [
  {
    method: 'get',
    path: '/changelog',
    summary:
      "The product's real history: data.commits (hash, author, date, message, body, type, scope, breaking, files, additions, deletions, branch, tags) and data.versions, " +
      'parsed from git as conventional commits at build time; read from git at runtime when the build file is absent; empty when neither exists.',
    handler: async (_req, { actor }) => ({ data: await changelog.changelog(actor) }),
  },
];
