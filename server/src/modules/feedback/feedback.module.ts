import { defineModule } from '../../kernel/module';
import { FeedbackService } from './feedback.service';

export const feedbackModule = defineModule({
  name: 'feedback',
  needs: ['audit'],
  provide: ({ dataSource, audit }) => ({ feedback: new FeedbackService(dataSource, audit) }),
});
