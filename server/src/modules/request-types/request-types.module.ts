import { defineModule } from '../../kernel/module';
import { RequestTypeService } from './request-type.service';
import { requestTypeResolvers } from './request-type.resolvers';
import { requestTypeRoutes } from './request-type.rest';

export const requestTypesModule = defineModule({
  name: 'request-types',
  schema: 'request-types.graphql',
  mappers: {
    RequestType: 'request-type.entity#RequestTypeEntity',
  },
  enumValues: {
    AccrualType: { YEARLY: 'yearly', MONTHLY: 'monthly', QUARTERLY: 'quarterly', NONE: 'none' },
  },
  rules: {
    'Query.requestTypes': 'signedIn',
    'Mutation.createRequestType': 'hrOrAdmin',
    'Mutation.updateRequestType': 'hrOrAdmin',
    'Mutation.deleteRequestType': 'hrOrAdmin',
    'GET /request-types': 'signedIn',
    'POST /request-types': 'hrOrAdmin',
    'PUT /request-types/:id': 'hrOrAdmin',
    'DELETE /request-types/:id': 'hrOrAdmin',
  },
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ requestTypes: new RequestTypeService(dataSource, audit) }),
  resolvers: requestTypeResolvers,
  routes: requestTypeRoutes,
});
