import type { Resolvers } from '../../__generated__/resolvers-types';

export const requestTypeResolvers: Resolvers = {
  Query: {
    requestTypes: (_root, { includeInactive }, { services, actor }) =>
      services.requestTypes.list(actor, Boolean(includeInactive)),
  },
  Mutation: {
    createRequestType: (_root, { input }, { services, actor }) => services.requestTypes.create(actor, input),
    updateRequestType: (_root, { id, input }, { services, actor }) => services.requestTypes.update(actor, id, input),
    deleteRequestType: (_root, { id }, { services, actor }) => services.requestTypes.delete(actor, id),
  },
};
