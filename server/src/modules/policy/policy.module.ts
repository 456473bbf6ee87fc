import { defineModule } from '../../kernel/module';
import { PolicyService } from './policy.service';
import { policyResolvers } from './policy.resolvers';
import { policyRoutes } from './policy.rest';

export const policyModule = defineModule({
  name: 'policy',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ policy: new PolicyService(dataSource, audit) }),
  resolvers: policyResolvers,
  routes: policyRoutes,
});
