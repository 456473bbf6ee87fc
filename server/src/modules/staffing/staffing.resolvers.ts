import type { Resolvers } from '../../__generated__/resolvers-types';
import type { StaffingService } from './staffing.service';

export const staffingResolvers = ({ staffing }: { staffing: StaffingService }): Resolvers => ({
  Query: {
    staffingCheck: (_root, range, { actor }) => staffing.checkForViewer(actor, range),
    staffingShortfalls: (_root, { start, end }, { actor }) =>
      staffing.shortfalls(actor, { startDate: start, endDate: end }),
  },
  StaffingAbsence: {
    name: async (absence, _args, { loaders }) => {
      const person = await loaders.user.load(absence.userId);
      return person ? `${person.firstName} ${person.lastName}` : 'Someone';
    },
    status: (absence) => absence.status as never,
  },
  LeaveRequest: {
    // Reachable only through requests the viewer may read; counts the request's own days as the requester's absence.
    staffing: async (request, _args, { loaders }) => {
      const requester = await loaders.user.load(request.userId);
      return requester
        ? staffing.check(requester, request, { countPending: true, excludeRequestId: request.id })
        : { hardBlock: false, shortfalls: [] };
    },
  },
});
