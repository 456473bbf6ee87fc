import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadBalancesOf, canReadUser, capabilitiesOf, isAdmin, isHr } from '../../auth/policy';
import { profileImageUrl } from '../accounts/account.service';
import { currentYear } from './user.service';

export const userResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, { viewer }) => viewer,
    user: (_root, { id }, { services, actor }) => services.users.get(actor, id),
    users: (_root, { filter, orderBy, ...page }, { services, actor }) =>
      services.users.connection(
        actor,
        filter ?? {},
        orderBy ? { field: orderBy.field, direction: orderBy.direction ?? 'ASC' } : undefined,
        page,
      ),
    managers: (_root, _args, { services, actor }) => services.users.managers(actor),
    departments: (_root, _args, { services, actor }) => services.users.departments(actor),
    roleStats: (_root, _args, { services, actor }) => services.users.roleStats(actor),
  },
  Mutation: {
    register: (_root, { input }, { services, actor }) => services.accounts.register(actor, input),
    login: (_root, { email, password }, { services, actor }) => services.accounts.login(actor, email, password),
    logout: (_root, _args, { services, actor }) => services.accounts.logout(actor),
    updateProfile: (_root, { input }, { services, actor }) => services.accounts.updateProfile(actor, input),
    createUser: (_root, { input }, { services, actor }) => services.users.create(actor, input),
    updateUser: (_root, { id, input }, { services, actor }) => services.users.update(actor, id, input),
    deactivateUser: (_root, { id }, { services, actor }) => services.users.setActive(actor, id, false),
    reactivateUser: (_root, { id }, { services, actor }) => services.users.setActive(actor, id, true),
    assignManager: (_root, { userId, managerId }, { services, actor }) =>
      services.users.assignManager(actor, userId, managerId ?? null),
    updateUserRole: (_root, { userId, input }, { services, actor }) => services.users.updateRole(actor, userId, input),
  },
  User: {
    fullName: (user) => `${user.firstName} ${user.lastName}`,
    profileImageUrl: (user) => profileImageUrl(user.profileImageId),
    isHr: (user) => isHr(user),
    // The person themselves and administrators; the user of an AuthPayload is the person who just signed in.
    capabilities: (user, _args, { viewer }, info) =>
      info.path.prev?.typename === 'AuthPayload' || (viewer && (viewer.id === user.id || isAdmin(viewer)))
        ? capabilitiesOf(user)
        : null,
    manager: async (user, _args, { loaders }) => (user.managerId ? loaders.user.load(user.managerId) : null),
    team: (user, _args, { loaders }) => (user.teamId ? loaders.team.load(user.teamId) : null),
    // A manager sees their team lead but not the lead's own reports: each report is checked like user(id).
    directReports: async (user, _args, { loaders, viewer }) =>
      viewer && canReadUser(viewer, user)
        ? (await loaders.directReports.load(user.id)).filter((report) => canReadUser(viewer, report))
        : [],
    balances: async (user, { year }, { loaders, viewer }) =>
      viewer && canReadBalancesOf(viewer, user) ? loaders.balances.load(`${user.id}:${year ?? currentYear()}`) : [],
  },
};
