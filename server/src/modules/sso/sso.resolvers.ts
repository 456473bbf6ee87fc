import { inLine } from '../../graphql/loaders';
import DataLoader from 'dataloader';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadUser } from '../../auth/policy';
import type { GraphQLContext } from '../../context';
import { answerToOwner } from '../users/user.resolvers';
import type { DirectoryProfileView } from './sso.service';

/** One batch of directory profiles per request (keyed by the request's loaders object). */
const profileLoaders = new WeakMap<object, DataLoader<string, DirectoryProfileView | null>>();
function profileLoader({ loaders, services }: GraphQLContext): DataLoader<string, DirectoryProfileView | null> {
  let loader = profileLoaders.get(loaders);
  if (!loader) {
    loader = new DataLoader((userIds) => services.sso.directoryProfiles(userIds));
    profileLoaders.set(loaders, loader);
  }
  return loader;
}

export const ssoResolvers: Resolvers = {
  Query: {
    ssoConfig: (_root, _args, { services }) => services.sso.publicConfig(),
  },
  Mutation: {
    ssoLogin: async (_root, { idToken, nonce }, { services, actor }) =>
      answerToOwner(await services.sso.signInWithIdToken(actor, { idToken, nonce })),
    completeSsoLogin: async (_root, { code, binding }, { services, actor }) =>
      answerToOwner(await services.ssoBrowser.complete(actor, code, binding)),
  },
  User: {
    directoryProfile: async (user, _args, context) =>
      context.viewer && canReadUser(context.viewer, await inLine(context.loaders, user))
        ? profileLoader(context).load(user.id)
        : null,
  },
};
