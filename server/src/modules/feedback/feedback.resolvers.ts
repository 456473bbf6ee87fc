import type { Resolvers } from '../../__generated__/resolvers-types';
import type { FeedbackService } from './feedback.service';

export const feedbackResolvers = ({ feedback }: { feedback: FeedbackService }): Resolvers => ({
  Query: {
    feedbackEntries: (_root, { page, status }, { actor }) => feedback.list(actor, page ?? 1, status ?? null),
  },
  Mutation: {
    submitFeedback: (_root, { input }, { actor }) => feedback.submit(actor, input),
    updateFeedbackStatus: (_root, { id, status }, { actor }) => feedback.setStatus(actor, id, status),
  },
  Feedback: {
    reporter: (feedback, _args, { loaders }) => (feedback.userId ? loaders.user.load(feedback.userId) : null),
  },
});
