import type { Resolvers } from '../../__generated__/resolvers-types';
import type { ApiTokenService } from './api-token.service';

export const apiTokenResolvers = ({ apiTokens }: { apiTokens: ApiTokenService }): Resolvers => ({
  Query: {
    apiTokens: (_root, { userId }, { actor }) => apiTokens.list(actor, userId),
  },
  Mutation: {
    createApiToken: (_root, { input }, { actor }) => apiTokens.create(actor, input),
    revokeApiToken: (_root, { id }, { actor }) => apiTokens.revoke(actor, id),
  },
  ApiToken: {
    prefix: (apiToken) => apiToken.tokenPrefix,
    owner: async (apiToken, _args, { loaders }) => (await loaders.user.load(apiToken.userId))!,
    createdBy: (apiToken, _args, { loaders }) => (apiToken.createdBy ? loaders.user.load(apiToken.createdBy) : null),
  },
});
