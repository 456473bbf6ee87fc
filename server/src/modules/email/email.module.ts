import { defineModule } from '../../kernel/module';
import { EMAIL_QUEUE, EmailService } from './email.service';

export const emailModule = defineModule({
  name: 'email',
  provide: ({ dataSource, jobs, config }) => ({
    email: new EmailService(dataSource, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
  }),
  jobs: ({ email }) => ({ [EMAIL_QUEUE]: email.deliveryJob() }),
});
