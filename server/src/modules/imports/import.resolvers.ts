import type { Resolvers } from '../../__generated__/resolvers-types';
import type { ImportService } from './import.service';
import { importFields, outcomeBody } from './import.shape';

export const importResolvers = ({ imports }: { imports: ImportService }): Resolvers => ({
  Query: {
    imports: (_root, args, { actor }) => imports.list(actor, args),
    importFields: (_root, { kind }, { actor }) => {
      imports.assertMayImport(actor);
      return importFields(kind);
    },
  },
  Mutation: {
    previewImport: async (_root, { input }, { actor }) => outcomeBody(await imports.preview(actor, input)),
    applyImport: async (_root, { input }, { actor }) => outcomeBody(await imports.apply(actor, input)),
  },
  Import: {
    importedBy: (row, _args, { loaders }) => (row.actorId ? loaders.user.load(row.actorId) : null),
  },
});
