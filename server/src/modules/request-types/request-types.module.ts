import { defineModule } from '../../kernel/module';
import { RequestTypeService } from './request-type.service';
import { requestTypeResolvers } from './request-type.resolvers';
import { requestTypeRoutes } from './request-type.rest';

export const requestTypesModule = defineModule({
  name: 'request-types',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ requestTypes: new RequestTypeService(dataSource, audit) }),
  resolvers: requestTypeResolvers,
  routes: requestTypeRoutes,
});
