import type { Resolvers } from '../../__generated__/resolvers-types';
import { parseCriteria } from './search-criteria';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_root, { criteria, page, pageSize }, { services, actor }) =>
      services.search.search(actor, criteria, page ?? 1, pageSize ?? 25),
    searchExport: (_root, { criteria }, { services, actor }) => services.search.exportCsv(actor, criteria),
    savedSearches: (_root, _args, { services, actor }) => services.search.savedSearches(actor),
  },
  Mutation: {
    saveSearch: (_root, { name, criteria }, { services, actor }) => services.search.saveSearch(actor, name, criteria),
    deleteSavedSearch: (_root, { id }, { services, actor }) => services.search.deleteSavedSearch(actor, id),
  },
  SavedSearch: {
    // Read back through the parser, so criteria saved before a field existed get its default.
    criteria: (saved) => parseCriteria(saved.criteria),
  },
};
