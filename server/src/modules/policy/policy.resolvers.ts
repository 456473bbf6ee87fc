import type { Resolvers } from '../../__generated__/resolvers-types';
import { assertOperation } from '../../auth/policy';

export const policyResolvers: Resolvers = {
  Query: {
    policySettings: (_root, _args, { services, actor }) => {
      assertOperation('signedIn', actor);
      return services.policy.getSettings();
    },
    holidays: (_root, { year }, { services, actor }) => {
      assertOperation('signedIn', actor);
      return services.policy.listHolidays(year);
    },
  },
  Mutation: {
    updatePolicySettings: (_root, { input }, { services, actor }) =>
      services.policy.updateSettings(actor, input as Parameters<typeof services.policy.updateSettings>[1]),
    addHoliday: (_root, { input }, { services, actor }) => services.policy.addHoliday(actor, input),
    deleteHoliday: (_root, { id }, { services, actor }) => services.policy.deleteHoliday(actor, id),
  },
};
