import type { Resolvers } from '../../__generated__/resolvers-types';
import type { ReportService } from './report.service';

export const reportResolvers = ({ reports }: { reports: ReportService }): Resolvers => ({
  Query: {
    ptoReport: (_root, { range, department, scope }, { actor }) => reports.ptoReport(actor, range, department, scope),
    coverage: (_root, { scope, department }, { actor }) => reports.coverage(actor, scope, department),
  },
});
