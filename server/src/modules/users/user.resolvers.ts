import type { Resolvers, UserResolvers } from '../../__generated__/resolvers-types';
import { canReadUser, canSeePersonDetails, capabilitiesOf, isAdmin, isHr, type DeclaredRules } from '../../auth/policy';
import { type GraphQLContext, inLine } from '../../context';
import { profileImageUrl } from './profile-image';
import { languageOf } from '../../i18n/languages';
import { isOwnAnswer } from './own-answers';
import type { UserEntity } from './user.entity';
import type { UserService } from './user.service';

/** The directory rule over the person's whole reporting line (loaded in one batch per request). */
const seesDetails = async (user: UserEntity, { viewer, loaders }: GraphQLContext) =>
  isOwnAnswer(user) ||
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

export const userResolvers = ({ users, rules }: { users: UserService; rules: DeclaredRules }): Resolvers => ({
  Query: {
    viewer: (_root, _args, { viewer }) => viewer,
    user: (_root, { id }, { actor }) => users.get(actor, id),
    users: (_root, { filter, orderBy, ...page }, { actor }) =>
      users.connection(
        actor,
        filter ?? {},
        orderBy ? { field: orderBy.field, direction: orderBy.direction ?? 'ASC' } : undefined,
        page,
      ),
    managers: (_root, _args, { actor }) => users.managers(actor),
    departments: (_root, _args, { actor }) => users.departments(actor),
    roleStats: (_root, _args, { actor }) => users.roleStats(actor),
  },
  Mutation: {
    createUser: (_root, { input }, { actor }) => users.create(actor, input),
    updateUser: (_root, { id, input }, { actor }) => users.update(actor, id, input),
    deactivateUser: (_root, { id }, { actor }) => users.setActive(actor, id, false),
    reactivateUser: (_root, { id }, { actor }) => users.setActive(actor, id, true),
    assignManager: (_root, { userId, managerId }, { actor }) => users.assignManager(actor, userId, managerId ?? null),
    updateUserRole: (_root, { userId, input }, { actor }) => users.updateRole(actor, userId, input),
  },
  User: {
    ...detailFields,
    fullName: (user) => `${user.firstName} ${user.lastName}`,
    profileImageUrl: (user) => profileImageUrl(user.profileImageId),
    language: (user) => languageOf(user),
    // The person themselves (also right after signing in) and administrators.
    capabilities: (user, _args, { viewer }) =>
      isOwnAnswer(user) || (viewer && (viewer.id === user.id || isAdmin(viewer))) ? capabilitiesOf(user, rules) : null,
    manager: async (user, _args, context) =>
      user.managerId && (await seesDetails(user, context)) ? context.loaders.user.load(user.managerId) : null,
    team: (user, _args, { loaders }) => (user.teamId ? loaders.team.load(user.teamId) : null),
    // Whoever may see a person sees their reports (everyone below a visible person is visible too).
    directReports: async (user, _args, { loaders, viewer }) =>
      viewer && canReadUser(viewer, await inLine(loaders, user)) ? loaders.directReports.load(user.id) : [],
  },
});
