import type { Resolvers } from '../../__generated__/resolvers-types';

export const apiTokenResolvers: Resolvers = {
  Query: {
    apiTokens: (_root, { userId }, { services, actor }) => services.apiTokens.list(actor, userId),
  },
  Mutation: {
    createApiToken: (_root, { input }, { services, actor }) => services.apiTokens.create(actor, input),
    revokeApiToken: (_root, { id }, { services, actor }) => services.apiTokens.revoke(actor, id),
  },
  ApiToken: {
    prefix: (apiToken) => apiToken.tokenPrefix,
    owner: async (apiToken, _args, { loaders }) => (await loaders.user.load(apiToken.userId))!,
    createdBy: (apiToken, _args, { loaders }) => (apiToken.createdBy ? loaders.user.load(apiToken.createdBy) : null),
  },
};
