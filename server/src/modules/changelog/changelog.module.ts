import { defineModule } from '../../kernel/module';
import { ChangelogService } from './changelog.service';

export const changelogModule = defineModule({
  name: 'changelog',
  provide: () => ({ changelog: new ChangelogService() }),
});
