import type { Resolvers } from '../../__generated__/resolvers-types';
import type { RequestTypeService } from './request-type.service';

export const requestTypeResolvers = ({ requestTypes }: { requestTypes: RequestTypeService }): Resolvers => ({
  Query: {
    requestTypes: (_root, { includeInactive }, { actor }) => requestTypes.list(actor, Boolean(includeInactive)),
  },
  Mutation: {
    createRequestType: (_root, { input }, { actor }) => requestTypes.create(actor, input),
    updateRequestType: (_root, { id, input }, { actor }) => requestTypes.update(actor, id, input),
    deleteRequestType: (_root, { id }, { actor }) => requestTypes.delete(actor, id),
  },
});
