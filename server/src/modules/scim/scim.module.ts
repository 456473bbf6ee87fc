import { defineModule } from '../../kernel/module';
import { ScimDirectory } from './scim-directory';
import { ScimGroups } from './scim-groups.service';
import { ScimUsers } from './scim-users.service';
import { ScimService } from './scim.service';

export const scimModule = defineModule({
  name: 'scim',
  needs: ['api-tokens', 'audit', 'balances', 'leave-requests'],
  provide: ({ dataSource, config, events, throttle, apiTokens, audit, balances, leaveRequests }) => {
    const directory = new ScimDirectory(dataSource, audit, balances, leaveRequests, events, config.sso ?? null);
    return {
      scim: new ScimService(
        apiTokens,
        audit,
        throttle,
        new ScimUsers(dataSource, audit, balances, directory),
        new ScimGroups(dataSource, audit, directory),
      ),
    };
  },
});
