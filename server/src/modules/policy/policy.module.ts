import { defineModule } from '../../kernel/module';
import { PolicyService } from './policy.service';
import { policyResolvers } from './policy.resolvers';
import { policyRoutes } from './policy.rest';

export const policyModule = defineModule({
  name: 'policy',
  schema: 'policy.graphql',
  enumValues: {
    DayCounting: { CALENDAR_DAYS: 'calendar_days', WORKING_DAYS: 'working_days' },
  },
  rules: {
    'Query.policySettings': 'signedIn',
    'Query.holidays': 'signedIn',
    'Mutation.updatePolicySettings': 'hrOrAdmin',
    'Mutation.addHoliday': 'hrOrAdmin',
    'Mutation.deleteHoliday': 'hrOrAdmin',
    // Sent without a token by the spec's client: anonymous callers get only PUBLIC_POLICY_FIELDS.
    'GET /admin/pto-settings': 'anyone',
    'PUT /admin/pto-settings': 'hrOrAdmin',
  },
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ policy: new PolicyService(dataSource, audit) }),
  resolvers: policyResolvers,
  routes: policyRoutes,
});
