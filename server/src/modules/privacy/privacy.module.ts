import { defineModule } from '../../kernel/module';
import { LONG_JOB_TIMEOUT_MS } from '../../jobs/queue';
import { componentLogger } from '../../observability/logger';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';
import { privacyResolvers } from './privacy.resolvers';
import { privacyRoutes } from './privacy.rest';
import { RetentionService } from './retention.service';

const log = componentLogger('jobs');

export const privacyModule = defineModule({
  name: 'privacy',
  schema: 'privacy.graphql',
  needs: ['audit'],
  provide: ({ dataSource, exportSlots, audit }) => {
    const erasure = new ErasureService(dataSource, audit);
    return {
      personalDataExport: new PersonalDataExportService(dataSource, audit, exportSlots),
      erasure,
      retention: new RetentionService(dataSource, audit, erasure),
    };
  },
  resolvers: privacyResolvers,
  routes: privacyRoutes,
  rules: {
    'Query.personalDataExport': 'signedIn',
    'Query.privacySettings': 'admin',
    'Mutation.erasePersonalData': 'admin',
    'Mutation.updatePrivacySettings': 'admin',
    'GET /users/:id/export': 'signedIn',
    'POST /admin/users/:id/erase': 'admin',
    'GET /admin/privacy-settings': 'admin',
    'PUT /admin/privacy-settings': 'admin',
  },
  schedules: ({ retention }) => ({
    // Leavers past the organisation's retention erased once a day (nothing when retention is off).
    'privacy-retention': {
      cron: '41 2 * * *',
      run: async () => {
        const erased = await retention.eraseExpired();
        if (erased.length) log.info({ erased: erased.length }, 'leavers past the retention erased');
      },
      timeoutMs: LONG_JOB_TIMEOUT_MS,
    },
  }),
});
