import type { Resolvers, UserResolvers } from '../../__generated__/resolvers-types';
import { canReadBalancesOf, canReadUser, canSeePersonDetails, capabilitiesOf, isAdmin, isHr } from '../../auth/policy';
import type { GraphQLContext } from '../../context';
import { profileImageUrl } from '../accounts/account.service';
import { inLine } from '../../graphql/loaders';
import type { UserEntity } from './user.entity';
import { currentYear } from './user.service';

/**
 * People handed to themselves by sign-in, registration and password changes: the request has no viewer
 * yet, but the answer is their own. Kept per object, so it lasts as long as that answer.
 */
const ownAnswers = new WeakSet<UserEntity>();

export function answerToOwner<T extends { user: UserEntity }>(payload: T): T {
  ownAnswers.add(payload.user);
  return payload;
}

/** The directory rule over the person's whole reporting line (loaded in one batch per request). */
const seesDetails = async (user: UserEntity, { viewer, loaders }: GraphQLContext) =>
  ownAnswers.has(user) ||
  canSeePersonDetails(viewer, user) ||
  (viewer !== null && canSeePersonDetails(viewer, await inLine(loaders, user)));

/** A field shown only to those the directory rule lets see the person's details; null to colleagues. */
const detail =
  <T>(read: (user: UserEntity) => T) =>
  async (user: UserEntity, _args: unknown, context: GraphQLContext): Promise<T | null> =>
    (await seesDetails(user, context)) ? read(user) : null;

const detailFields: Partial<UserResolvers<GraphQLContext>> = {
  email: detail((user) => user.email),
  department: detail((user) => user.department),
  jobTitle: detail((user) => user.jobTitle),
  workHours: detail((user) => user.workHours),
  workAddress: detail((user) => user.workAddress),
  role: detail((user) => user.role as never),
  isAdmin: detail((user) => user.isAdmin),
  isManager: detail((user) => user.isManager),
  isActive: detail((user) => user.isActive),
  isHr: detail((user) => isHr(user)),
  lastLoginAt: detail((user) => user.lastLoginAt),
  createdAt: detail((user) => user.createdAt),
  employmentStartDate: detail((user) => user.employmentStartDate),
  employmentEndDate: detail((user) => user.employmentEndDate),
};

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
    register: async (_root, { input }, { services, actor }) =>
      answerToOwner(await services.accounts.register(actor, input)),
    login: async (_root, { email, password }, { services, actor }) =>
      answerToOwner(await services.accounts.login(actor, email, password)),
    requestPasswordReset: (_root, { email }, { services, actor }) => services.passwords.requestReset(actor, email),
    resetPassword: async (_root, { token, password }, { services, actor }) =>
      answerToOwner(await services.passwords.resetPassword(actor, token, password)),
    changePassword: async (_root, { currentPassword, newPassword }, { services, actor }) =>
      answerToOwner(await services.passwords.changePassword(actor, currentPassword, newPassword)),
    setUserPassword: (_root, { userId, password }, { services, actor }) =>
      services.passwords.setUserPassword(actor, userId, password),
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
    ...detailFields,
    fullName: (user) => `${user.firstName} ${user.lastName}`,
    profileImageUrl: (user) => profileImageUrl(user.profileImageId),
    // The person themselves (also right after signing in) and administrators.
    capabilities: (user, _args, { viewer }) =>
      ownAnswers.has(user) || (viewer && (viewer.id === user.id || isAdmin(viewer))) ? capabilitiesOf(user) : null,
    manager: async (user, _args, context) =>
      user.managerId && (await seesDetails(user, context)) ? context.loaders.user.load(user.managerId) : null,
    team: (user, _args, { loaders }) => (user.teamId ? loaders.team.load(user.teamId) : null),
    // The viewer's own: what waits for their decision (the inbox's rule), null on anyone else.
    awaitingMyDecision: (user, _args, { services, actor, viewer }) =>
      viewer && viewer.id === user.id ? services.leaveRequests.awaitingMyDecision(actor) : null,
    // Whoever may see a person sees their reports (everyone below a visible person is visible too).
    directReports: async (user, _args, { loaders, viewer }) =>
      viewer && canReadUser(viewer, await inLine(loaders, user)) ? loaders.directReports.load(user.id) : [],
    allowanceOverrides: async (user, _args, { services, actor, loaders }) =>
      services.balances.overridesOf(actor, await inLine(loaders, user)),
    balances: async (user, { year }, { loaders, viewer }) =>
      viewer && canReadBalancesOf(viewer, await inLine(loaders, user))
        ? loaders.balances.load(`${user.id}:${year ?? currentYear()}`)
        : [],
  },
};
