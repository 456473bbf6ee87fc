import DataLoader from 'dataloader';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { NotificationChannelEntity, NotificationRuleEntity } from './notification-channel.entity';
import { TeamEntity } from '../teams/team.entity';

/** Per-request batching of the delivery log's channel and rule fields (one query each, not one per row). */
const batches = new WeakMap<
  GraphQLContext,
  {
    channels: DataLoader<string, NotificationChannelEntity | null>;
    rules: DataLoader<string, NotificationRuleEntity | null>;
  }
>();

function batchesOf(context: GraphQLContext) {
  let found = batches.get(context);
  if (!found) {
    const { notificationChannels, notificationRules } = context.services;
    found = {
      channels: new DataLoader(async (ids) => {
        const rows = await notificationChannels.byIds(ids);
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      rules: new DataLoader(async (ids) => {
        const rows = await notificationRules.byIds(ids);
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
    };
    batches.set(context, found);
  }
  return found;
}

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
    channel: async (delivery, _args, context) => (await batchesOf(context).channels.load(delivery.channelId))!,
    rule: (delivery, _args, context) => (delivery.ruleId ? batchesOf(context).rules.load(delivery.ruleId) : null),
    person: (delivery, _args, { loaders }) =>
      delivery.subjectUserId ? loaders.user.load(delivery.subjectUserId) : null,
  },
};
