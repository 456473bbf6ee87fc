import { defineModule } from '../../kernel/module';
import { DelegationService } from './delegation.service';
import { delegationResolvers } from './delegation.resolvers';

export const delegationsModule = defineModule({
  name: 'delegations',
  schema: 'delegations.graphql',
  mappers: {
    ApprovalDelegation: 'delegation.entity#ApprovalDelegationEntity',
  },
  rules: {
    'Query.approvalDelegations': 'signedIn',
    'Mutation.createApprovalDelegation': 'approver',
    'Mutation.revokeApprovalDelegation': 'approver',
  },
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ delegations: new DelegationService(dataSource, audit) }),
  resolvers: delegationResolvers,
});
