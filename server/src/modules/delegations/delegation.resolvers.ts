import type { Resolvers } from '../../__generated__/resolvers-types';
import { isRunning } from './delegation.service';
import type { DelegationService } from './delegation.service';

export const delegationResolvers = ({ delegations }: { delegations: DelegationService }): Resolvers => ({
  Query: {
    approvalDelegations: (_root, { userId }, { actor }) => delegations.list(actor, userId),
  },
  Mutation: {
    createApprovalDelegation: (_root, { input }, { actor }) => delegations.create(actor, input),
    revokeApprovalDelegation: (_root, { id }, { actor }) => delegations.revoke(actor, id),
  },
  ApprovalDelegation: {
    delegator: async (delegation, _args, { loaders }) => (await loaders.user.load(delegation.delegatorId))!,
    delegate: async (delegation, _args, { loaders }) => (await loaders.user.load(delegation.delegateId))!,
    createdBy: (delegation, _args, { loaders }) =>
      delegation.createdBy ? loaders.user.load(delegation.createdBy) : null,
    running: (delegation) => isRunning(delegation),
  },
});
