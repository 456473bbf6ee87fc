import { defineModule } from '../../kernel/module';
import { FeedbackService } from './feedback.service';
import { feedbackResolvers } from './feedback.resolvers';

export const feedbackModule = defineModule({
  name: 'feedback',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ feedback: new FeedbackService(dataSource, audit) }),
  resolvers: feedbackResolvers,
});
