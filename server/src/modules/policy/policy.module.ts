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
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ policy: new PolicyService(dataSource, audit) }),
  resolvers: policyResolvers,
  routes: policyRoutes,
});
