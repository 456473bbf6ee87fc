import { defineModule } from '../../kernel/module';
import { ImportService } from './import.service';
import { importResolvers } from './import.resolvers';
import { importRoutes } from './import.rest';

export const importsModule = defineModule({
  name: 'imports',
  schema: 'imports.graphql',
  mappers: { Import: 'import.entity#ImportEntity' },
  enumValues: {
    ImportKind: { PEOPLE: 'people', BALANCES: 'balances' },
    ImportAction: { CREATE: 'create', UPDATE: 'update', UNCHANGED: 'unchanged' },
  },
  rules: {
    'Query.imports': 'hrOrAdmin',
    'Query.importFields': 'hrOrAdmin',
    'Mutation.previewImport': 'hrOrAdmin',
    'Mutation.applyImport': 'hrOrAdmin',
    'GET /imports': 'hrOrAdmin',
    'POST /imports/preview': 'hrOrAdmin',
    'POST /imports': 'hrOrAdmin',
    'GET /imports/export/people': 'hrOrAdmin',
    'GET /imports/export/balances': 'hrOrAdmin',
  },
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances, ledger }) => ({
    imports: new ImportService(dataSource, audit, balances, ledger),
  }),
  resolvers: importResolvers,
  routes: importRoutes,
});
