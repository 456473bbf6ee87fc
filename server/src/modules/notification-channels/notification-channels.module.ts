import { defineModule } from '../../kernel/module';
import { ChannelSender } from './channel-sender';
import { NotificationChannelService } from './notification-channel.service';
import { NotificationPreferenceService } from './notification-preference.service';
import { NotificationRuleService } from './notification-rule.service';
import { notificationChannelResolvers } from './notification-channel.resolvers';

export const notificationChannelsModule = defineModule({
  name: 'notification-channels',
  needs: ['audit', 'balances', 'email', 'policy'],
  provide: ({ dataSource, config, jobs, outbound, audit, email, balances, policy }) => {
    const notificationChannels = new NotificationChannelService(
      dataSource,
      jobs,
      audit,
      new ChannelSender(email, outbound),
      outbound,
    );
    return {
      notificationChannels,
      notificationRules: new NotificationRuleService(
        dataSource,
        notificationChannels,
        balances,
        policy,
        audit,
        config.publicUrl ?? null,
      ),
      notificationPreferences: new NotificationPreferenceService(dataSource),
    };
  },
  on: ({ notificationRules }) => ({ requestEvent: (event) => notificationRules.handleRequestEvent(event) }),
  resolvers: notificationChannelResolvers,
});
