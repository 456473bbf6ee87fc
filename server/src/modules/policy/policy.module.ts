import { defineModule } from '../../kernel/module';
import { PolicyService } from './policy.service';

export const policyModule = defineModule({
  name: 'policy',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ policy: new PolicyService(dataSource, audit) }),
});
