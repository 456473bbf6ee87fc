import { inLine, type GraphQLContext } from '../../context';
import DataLoader from 'dataloader';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadUser } from '../../auth/policy';
import { answerToOwner } from '../users';
import type { DirectoryProfileView } from './sso.service';
import type { SsoService } from './sso.service';
import type { SsoBrowserFlow } from './sso-browser';

/** One batch of directory profiles per request (keyed by the request's loaders object). */
const profileLoaders = new WeakMap<object, DataLoader<string, DirectoryProfileView | null>>();
function profileLoader(sso: SsoService, { loaders }: GraphQLContext): DataLoader<string, DirectoryProfileView | null> {
  let loader = profileLoaders.get(loaders);
  if (!loader) {
    loader = new DataLoader((userIds) => sso.directoryProfiles(userIds));
    profileLoaders.set(loaders, loader);
  }
  return loader;
}

export const ssoResolvers = ({ sso, ssoBrowser }: { sso: SsoService; ssoBrowser: SsoBrowserFlow }): Resolvers => ({
  Query: {
    ssoConfig: (_root) => sso.publicConfig(),
  },
  Mutation: {
    ssoLogin: async (_root, { idToken, nonce }, { actor }) =>
      answerToOwner(await sso.signInWithIdToken(actor, { idToken, nonce })),
    completeSsoLogin: async (_root, { code, binding }, { actor }) =>
      answerToOwner(await ssoBrowser.complete(actor, code, binding)),
  },
  User: {
    directoryProfile: async (user, _args, context) =>
      context.viewer && canReadUser(context.viewer, await inLine(context.loaders, user))
        ? profileLoader(sso, context).load(user.id)
        : null,
  },
});
