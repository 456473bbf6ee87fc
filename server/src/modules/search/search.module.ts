import { defineModule } from '../../kernel/module';
import { SearchService } from './search.service';
import { searchResolvers } from './search.resolvers';

export const searchModule = defineModule({
  name: 'search',
  needs: ['audit', 'leave-requests', 'users'],
  provide: ({ dataSource, reads, leaveRequests, users, audit }) => ({
    search: new SearchService(dataSource, leaveRequests, users, audit, reads),
  }),
  resolvers: searchResolvers,
});
