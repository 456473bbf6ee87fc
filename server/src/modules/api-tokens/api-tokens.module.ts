import { defineModule } from '../../kernel/module';
import { ApiTokenService } from './api-token.service';
import { apiTokenResolvers } from './api-token.resolvers';

export const apiTokensModule = defineModule({
  name: 'api-tokens',
  schema: 'api-tokens.graphql',
  mappers: {
    ApiToken: 'api-token.entity#ApiTokenEntity',
  },
  rules: {
    // API tokens: own tokens, or anyone's for administrators (checked in the service); never with an API token.
    'Query.apiTokens': 'signedIn',
    'Mutation.createApiToken': 'signedIn',
    'Mutation.revokeApiToken': 'signedIn',
  },
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ apiTokens: new ApiTokenService(dataSource, audit) }),
  resolvers: apiTokenResolvers,
});
