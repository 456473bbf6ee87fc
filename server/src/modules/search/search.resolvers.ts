import { documentLanguage } from '../../i18n';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { parseCriteria } from './search-criteria';
import type { SearchService } from './search.service';

export const searchResolvers = ({ search }: { search: SearchService }): Resolvers => ({
  Query: {
    search: (_root, { criteria, page, pageSize }, { actor }) =>
      search.search(actor, criteria, page ?? 1, pageSize ?? 25),
    searchExport: (_root, { criteria }, { actor, requestedLanguage }) =>
      search.exportCsv(actor, criteria, documentLanguage({ requestedLanguage }, actor)),
    savedSearches: (_root, _args, { actor }) => search.savedSearches(actor),
  },
  Mutation: {
    saveSearch: (_root, { name, criteria }, { actor }) => search.saveSearch(actor, name, criteria),
    deleteSavedSearch: (_root, { id }, { actor }) => search.deleteSavedSearch(actor, id),
  },
  SavedSearch: {
    // Read back through the parser, so criteria saved before a field existed get its default.
    criteria: (saved) => parseCriteria(saved.criteria),
  },
});
