import { defineModule } from '../../kernel/module';
import { ApiTokenService } from './api-token.service';
import { apiTokenResolvers } from './api-token.resolvers';

export const apiTokensModule = defineModule({
  name: 'api-tokens',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ apiTokens: new ApiTokenService(dataSource, audit) }),
  resolvers: apiTokenResolvers,
});
