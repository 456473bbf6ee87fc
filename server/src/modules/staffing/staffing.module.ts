import { defineModule } from '../../kernel/module';
import { StaffingService } from './staffing.service';
import { staffingResolvers } from './staffing.resolvers';

export const staffingModule = defineModule({
  name: 'staffing',
  schema: 'staffing.graphql',
  mappers: {
    StaffingAbsence: 'staffing.service#StaffingAbsenceValue',
  },
  rules: {
    'Query.staffingCheck': 'signedIn',
    'Query.staffingShortfalls': 'signedIn',
  },
  needs: ['policy'],
  provide: ({ dataSource, policy }) => ({ staffing: new StaffingService(dataSource, policy) }),
  resolvers: staffingResolvers,
});
