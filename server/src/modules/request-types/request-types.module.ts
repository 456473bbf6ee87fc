import { defineModule } from '../../kernel/module';
import { RequestTypeService } from './request-type.service';

export const requestTypesModule = defineModule({
  name: 'request-types',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ requestTypes: new RequestTypeService(dataSource, audit) }),
});
