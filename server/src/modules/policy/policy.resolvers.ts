import type { Resolvers } from '../../__generated__/resolvers-types';
import { assertOperation } from '../../auth/policy';
import type { PolicyService } from './policy.service';

export const policyResolvers = ({ policy }: { policy: PolicyService }): Resolvers => ({
  Query: {
    policySettings: (_root, _args, { actor }) => {
      assertOperation('signedIn', actor);
      return policy.getSettings();
    },
    holidays: (_root, { year }, { actor }) => {
      assertOperation('signedIn', actor);
      return policy.listHolidays(year);
    },
  },
  Mutation: {
    updatePolicySettings: (_root, { input }, { actor }) =>
      policy.updateSettings(actor, input as Parameters<typeof policy.updateSettings>[1]),
    addHoliday: (_root, { input }, { actor }) => policy.addHoliday(actor, input),
    deleteHoliday: (_root, { id }, { actor }) => policy.deleteHoliday(actor, id),
  },
});
