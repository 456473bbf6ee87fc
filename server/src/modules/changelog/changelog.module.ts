import { defineModule } from '../../kernel/module';
import { ChangelogService } from './changelog.service';
import { changelogRoutes } from './changelog.rest';

export const changelogModule = defineModule({
  name: 'changelog',
  rules: {
    'GET /changelog': 'signedIn',
  },
  provide: () => ({ changelog: new ChangelogService() }),
  routes: changelogRoutes,
});
