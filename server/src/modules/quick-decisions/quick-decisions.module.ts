import { defineModule } from '../../kernel/module';
import { componentLogger } from '../../observability/logger';
import { quickDecisionRoutes } from './quick-decision.rest';
import { QuickDecisionService } from './quick-decision.service';
import { SlackActions } from './slack-actions';
import { SlackAppService } from './slack-app.service';
import { SlackCommands } from './slack-commands';
import { slackRoutes } from './slack.rest';

const log = componentLogger('jobs');

export const quickDecisionsModule = defineModule({
  name: 'quick-decisions',
  schema: 'quick-decisions.graphql',
  mappers: { SlackApp: 'slack-app.service#SlackAppStatus' },
  rules: {
    'Query.slackApp': 'admin',
    'Mutation.configureSlackApp': 'admin',
    'Mutation.removeSlackApp': 'admin',
    // The link is the proof of who decides; Slack's signature that of where a click came from.
    'GET /quick-decisions/:token': 'anyone',
    'POST /quick-decisions/:token': 'anyone',
    'POST /integrations/slack/actions': 'anyone',
    'POST /integrations/slack/commands': 'anyone',
  },
  needs: ['audit', 'delegations', 'leave-requests', 'slack-links'],
  provide: ({ dataSource, config, outbound, audit, delegations, leaveRequests, slackLinks }) => {
    const slackApp = new SlackAppService(dataSource, outbound, audit, {
      apiUrl: config.slackApiUrl ?? 'https://slack.com/api',
      publicUrl: config.publicUrl ?? null,
    });
    return {
      quickDecisions: new QuickDecisionService(dataSource, leaveRequests, delegations, config.publicUrl ?? null),
      slackApp,
      slackActions: new SlackActions(slackApp, leaveRequests, slackLinks),
      slackCommands: new SlackCommands(slackApp, slackLinks),
    };
  },
  resolvers: ({ slackApp }) => ({
    Query: { slackApp: (_root, _args, { actor }) => slackApp.status(actor) },
    Mutation: {
      configureSlackApp: (_root, { input }, { actor }) => slackApp.configure(actor, input),
      removeSlackApp: (_root, _args, { actor }) => slackApp.remove(actor),
    },
  }),
  schedules: ({ quickDecisions, slackApp }) => ({
    // Decision links and Slack signatures expired more than a day ago are deleted once a day.
    'quick-decision-cleanup': {
      cron: '23 3 * * *',
      run: async () => {
        const links = await quickDecisions.deleteExpired();
        const slackSignatures = await slackApp.deleteExpiredSeenRequests();
        if (links || slackSignatures) log.info({ links, slackSignatures }, 'expired decision links deleted');
      },
      timeoutMs: 5 * 60_000,
    },
  }),
  routes: (scope) => [...quickDecisionRoutes(scope), ...slackRoutes(scope)],
});
