import { defineModule } from '../../kernel/module';
import { SlackLinkService } from './slack-link.service';

export const slackLinksModule = defineModule({
  name: 'slack-links',
  schema: 'slack-links.graphql',
  mappers: {
    SlackAccount: 'slack-link.service#SlackAccountStatus',
    SlackLinkCode: 'slack-link.service#IssuedSlackLinkCode',
  },
  rules: {
    // Only ever the viewer's own link (SlackLinkService works on the viewer).
    'Query.mySlackAccount': 'signedIn',
    'Mutation.startSlackLink': 'signedIn',
    'Mutation.unlinkSlackAccount': 'signedIn',
  },
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ slackLinks: new SlackLinkService(dataSource, audit) }),
  resolvers: ({ slackLinks }) => ({
    Query: { mySlackAccount: (_root, _args, { actor }) => slackLinks.account(actor) },
    Mutation: {
      startSlackLink: (_root, _args, { actor }) => slackLinks.startLink(actor),
      unlinkSlackAccount: (_root, _args, { actor }) => slackLinks.unlink(actor),
    },
  }),
});
