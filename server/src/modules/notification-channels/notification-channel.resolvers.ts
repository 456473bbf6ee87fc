import type { Resolvers } from '../../__generated__/resolvers-types';
import { TeamEntity } from '../teams/team.entity';

export const notificationChannelResolvers: Resolvers = {
  Query: {
    notificationChannels: (_root, _args, { services, actor }) => services.notificationChannels.list(actor),
    notificationRules: (_root, _args, { services, actor }) => services.notificationRules.list(actor),
    channelDeliveries: (_root, { filter, first }, { services, actor }) =>
      services.notificationChannels.deliveries(actor, filter ?? {}, first ?? 50),
    notificationPreferences: async (_root, _args, { services, actor }) => ({
      emailTypes: await services.notificationPreferences.emailTypes(actor),
    }),
  },
  Mutation: {
    createNotificationChannel: (_root, { input }, { services, actor }) =>
      services.notificationChannels.create(actor, input),
    updateNotificationChannel: (_root, { id, input }, { services, actor }) =>
      services.notificationChannels.update(actor, id, input),
    deleteNotificationChannel: (_root, { id }, { services, actor }) => services.notificationChannels.remove(actor, id),
    testNotificationChannel: (_root, { id }, { services, actor }) => services.notificationChannels.test(actor, id),
    createNotificationRule: (_root, { input }, { services, actor }) => services.notificationRules.create(actor, input),
    updateNotificationRule: (_root, { id, input }, { services, actor }) =>
      services.notificationRules.update(actor, id, input),
    deleteNotificationRule: (_root, { id }, { services, actor }) => services.notificationRules.remove(actor, id),
    redeliverChannelDelivery: (_root, { id }, { services, actor }) =>
      services.notificationChannels.redeliver(actor, id),
    updateNotificationPreferences: async (_root, { emailTypes }, { services, actor }) => ({
      emailTypes: await services.notificationPreferences.updateEmailTypes(actor, emailTypes),
    }),
  },
  NotificationRule: {
    conditions: async (rule, _args, { loaders }) => ({
      departments: rule.departments,
      teams: (await loaders.team.loadMany(rule.teamIds)).filter(
        (team): team is TeamEntity => team instanceof TeamEntity,
      ),
      requestTypes: rule.requestTypes,
      minDays: rule.minDays,
    }),
    channels: (rule, _args, { services }) => services.notificationChannels.byIds(rule.channelIds ?? []),
  },
  ChannelDelivery: {
    event: (delivery) => (delivery.event === 'test' ? null : delivery.event) as never,
    channel: async (delivery, _args, { services }) =>
      (await services.notificationChannels.byIds([delivery.channelId]))[0],
    rule: (delivery, _args, { services }) =>
      delivery.ruleId ? services.notificationRules.byId(delivery.ruleId) : null,
    person: (delivery, _args, { loaders }) =>
      delivery.subjectUserId ? loaders.user.load(delivery.subjectUserId) : null,
  },
};
