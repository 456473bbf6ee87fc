import { defineModule } from '../../kernel/module';
import { RealtimeService } from '../../realtime/realtime.service';

export const realtimeModule = defineModule({
  name: 'realtime',
  needs: ['notifications'],
  provide: ({ dataSource, events, notifications }) => ({
    realtime: new RealtimeService(dataSource, events, notifications),
  }),
});
