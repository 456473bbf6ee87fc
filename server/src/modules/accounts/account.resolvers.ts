import type { Resolvers } from '../../__generated__/resolvers-types';
import { answerToOwner } from '../users';
import type { AccountService } from './account.service';
import type { PasswordService } from './password.service';

export const accountResolvers = ({
  accounts,
  passwords,
}: {
  accounts: AccountService;
  passwords: PasswordService;
}): Resolvers => ({
  Mutation: {
    register: async (_root, { input }, { actor }) => answerToOwner(await accounts.register(actor, input)),
    login: async (_root, { email, password }, { actor }) => answerToOwner(await accounts.login(actor, email, password)),
    requestPasswordReset: (_root, { email }, { actor }) => passwords.requestReset(actor, email),
    resetPassword: async (_root, { token, password }, { actor }) =>
      answerToOwner(await passwords.resetPassword(actor, token, password)),
    changePassword: async (_root, { currentPassword, newPassword }, { actor }) =>
      answerToOwner(await passwords.changePassword(actor, currentPassword, newPassword)),
    setUserPassword: (_root, { userId, password }, { actor }) => passwords.setUserPassword(actor, userId, password),
    logout: (_root, _args, { actor }) => accounts.logout(actor),
    updateProfile: (_root, { input }, { actor }) => accounts.updateProfile(actor, input),
  },
});
