import type { Resolvers } from '../../__generated__/resolvers-types';
import type { ErasureService } from './erasure.service';
import type { PersonalDataExportService } from './personal-data-export.service';
import type { RetentionService } from './retention.service';

interface PrivacyScope {
  personalDataExport: PersonalDataExportService;
  erasure: ErasureService;
  retention: RetentionService;
}

export const privacyResolvers = ({ personalDataExport, erasure, retention }: PrivacyScope): Resolvers => ({
  Query: {
    personalDataExport: async (_root, { userId }, { actor }) => {
      const { filename, pieces } = await personalDataExport.exportFor(actor, userId);
      return { filename, json: pieces.join('') };
    },
    privacySettings: (_root, _args, { actor }) => retention.settings(actor),
  },
  Mutation: {
    erasePersonalData: (_root, { input }, { actor }) => erasure.erase(actor, input.userId, input.confirmName),
    updatePrivacySettings: (_root, { retentionMonths }, { actor }) => retention.updateSettings(actor, retentionMonths),
  },
});
