import type { Resolvers } from '../../__generated__/resolvers-types';

export const feedbackResolvers: Resolvers = {
  Query: {
    feedbackEntries: (_root, { page, status }, { services, actor }) =>
      services.feedback.list(actor, page ?? 1, status ?? null),
  },
  Mutation: {
    submitFeedback: (_root, { input }, { services, actor }) => services.feedback.submit(actor, input),
    updateFeedbackStatus: (_root, { id, status }, { services, actor }) =>
      services.feedback.setStatus(actor, id, status),
  },
  Feedback: {
    reporter: (feedback, _args, { loaders }) => (feedback.userId ? loaders.user.load(feedback.userId) : null),
  },
};
