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
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ requestTypes: new RequestTypeService(dataSource, audit) }),
  resolvers: requestTypeResolvers,
  routes: requestTypeRoutes,
});
