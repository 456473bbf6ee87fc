import { createPassport } from './passport';
import { defineModule } from '../../kernel/module';
import { AccountService } from './account.service';
import { PASSWORD_RESET_QUEUE, PasswordService } from './password.service';
import { accountResolvers } from './account.resolvers';
import { accountRoutes } from './account.rest';

export const accountsModule = defineModule({
  name: 'accounts',
  schema: 'accounts.graphql',
  rules: {
    'Mutation.register': 'anyone',
    'Mutation.login': 'anyone',
    'Mutation.logout': 'signedIn',
    'Mutation.updateProfile': 'signedIn',
    // Account recovery and passwords: the same answer for any email; the reset token is the credential.
    'Mutation.requestPasswordReset': 'anyone',
    'Mutation.resetPassword': 'anyone',
    'Mutation.changePassword': 'signedIn',
    'Mutation.setUserPassword': 'admin',
    'POST /auth/register': 'anyone',
    'POST /auth/login': 'anyone',
    'POST /auth/logout': 'signedIn',
    'POST /auth/forgot-password': 'anyone',
    'POST /auth/reset-password': 'anyone',
    'PUT /auth/password': 'signedIn',
    'GET /auth/me': 'signedIn',
    'PUT /auth/profile': 'signedIn',
    'POST /auth/upload-profile-image': 'signedIn',
    'GET /files/profile-images/:id': 'anyone',
  },
  needs: ['api-tokens', 'audit', 'balances', 'email'],
  provide: ({ dataSource, config, tokens, jobs, throttle, audit, balances, email, apiTokens }) => {
    const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    const accounts = new AccountService(dataSource, tokens, audit, balances, email, throttle, publicUrl);
    accounts.acceptApiTokens((token) => apiTokens.resolve(token));
    return {
      accounts,
      passwords: new PasswordService(dataSource, tokens, audit, email, jobs, throttle, publicUrl),
      authenticator: createPassport(accounts),
    };
  },
  jobs: ({ passwords }) => ({
    [PASSWORD_RESET_QUEUE]: {
      run: (payload) => passwords.sendResetLink(String(payload.email), (payload.ip as string | null) ?? null),
      concurrency: 2,
    },
  }),
  resolvers: accountResolvers,
  routes: accountRoutes,
});
