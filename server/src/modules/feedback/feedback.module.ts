import { defineModule } from '../../kernel/module';
import { FeedbackService } from './feedback.service';
import { feedbackResolvers } from './feedback.resolvers';

export const feedbackModule = defineModule({
  name: 'feedback',
  schema: 'feedback.graphql',
  mappers: {
    Feedback: 'feedback.entity#FeedbackEntity',
  },
  enumValues: {
    FeedbackCategory: { BUG: 'bug', IDEA: 'idea', PRAISE: 'praise', OTHER: 'other' },
    FeedbackStatus: { NEW: 'new', REVIEWED: 'reviewed', RESOLVED: 'resolved' },
  },
  rules: {
    // Anyone sends feedback; administrators read it.
    'Mutation.submitFeedback': 'signedIn',
    'Query.feedbackEntries': 'admin',
    'Mutation.updateFeedbackStatus': 'admin',
  },
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ feedback: new FeedbackService(dataSource, audit) }),
  resolvers: feedbackResolvers,
});
