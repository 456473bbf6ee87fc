import { defineModule } from '../../kernel/module';
import { SearchService } from './search.service';
import { searchResolvers } from './search.resolvers';

export const searchModule = defineModule({
  name: 'search',
  schema: 'search.graphql',
  mappers: {
    SearchResults: 'search.service#SearchResultPage',
    SavedSearch: 'saved-search.entity#SavedSearchEntity',
  },
  enumValues: {
    SearchSortField: {
      CREATED_AT: 'created_at',
      START_DATE: 'start_date',
      END_DATE: 'end_date',
      DAYS: 'days',
      NAME: 'name',
      STATUS: 'status',
      TYPE: 'type',
    },
  },
  rules: {
    // Advanced search (team leads and above, over what they may see), saved searches (the viewer's own).
    'Query.search': 'approver',
    'Query.searchExport': 'approver',
    'Query.savedSearches': 'approver',
    'Mutation.saveSearch': 'approver',
    'Mutation.deleteSavedSearch': 'approver',
  },
  needs: ['audit', 'leave-requests', 'users'],
  provide: ({ dataSource, reads, exportSlots, leaveRequests, users, audit }) => ({
    search: new SearchService(dataSource, leaveRequests, users, audit, exportSlots, reads),
  }),
  resolvers: searchResolvers,
});
