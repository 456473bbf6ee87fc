import { defineModule } from '../../kernel/module';
import { SsoBrowserFlow } from './sso-browser';
import { SsoService } from './sso.service';
import { ssoResolvers } from './sso.resolvers';
import { ssoRoutes } from './sso.rest';

export const ssoModule = defineModule({
  name: 'sso',
  schema: 'sso.graphql',
  rules: {
    // Single sign-on: signing in needs no session; the configuration is public.
    'Query.ssoConfig': 'anyone',
    'Mutation.ssoLogin': 'anyone',
    'Mutation.completeSsoLogin': 'anyone',
    'POST /auth/sso-login': 'anyone',
    'GET /auth/sso/config': 'anyone',
    'GET /auth/sso/start': 'anyone',
    'GET /auth/sso/callback': 'anyone',
  },
  needs: ['audit', 'balances'],
  provide: ({ dataSource, config, tokens, audit, balances }) => {
    const sso = new SsoService(dataSource, config.sso ?? null, tokens, audit, balances);
    return { sso, ssoBrowser: new SsoBrowserFlow(dataSource, sso, tokens, config.jwtSecret) };
  },
  resolvers: ssoResolvers,
  routes: ssoRoutes,
});
