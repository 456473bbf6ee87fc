import { defineModule } from '../../kernel/module';
import { AuditService } from './audit.service';

export const auditModule = defineModule({
  name: 'audit',
  provide: ({ dataSource }) => ({ audit: new AuditService(dataSource) }),
});
