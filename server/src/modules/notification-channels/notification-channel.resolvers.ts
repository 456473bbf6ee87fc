import DataLoader from 'dataloader';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { NotificationChannelEntity, NotificationRuleEntity } from './notification-channel.entity';
import { TeamEntity } from '../teams';
import type { NotificationChannelService } from './notification-channel.service';
import type { NotificationPreferenceService } from './notification-preference.service';
import type { NotificationRuleService } from './notification-rule.service';

/** Per-request batching of the delivery log's channel and rule fields (one query each, not one per row). */
const batches = new WeakMap<
  GraphQLContext,
  {
    channels: DataLoader<string, NotificationChannelEntity | null>;
    rules: DataLoader<string, NotificationRuleEntity | null>;
  }
>();

function batchesOf(
  context: GraphQLContext,
  notificationChannels: NotificationChannelService,
  notificationRules: NotificationRuleService,
) {
  let found = batches.get(context);
  if (!found) {
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

export const notificationChannelResolvers = ({
  notificationChannels,
  notificationPreferences,
  notificationRules,
}: {
  notificationChannels: NotificationChannelService;
  notificationPreferences: NotificationPreferenceService;
  notificationRules: NotificationRuleService;
}): Resolvers => ({
  Query: {
    notificationChannels: (_root, _args, { actor }) => notificationChannels.list(actor),
    notificationRules: (_root, _args, { actor }) => notificationRules.list(actor),
    channelDeliveries: (_root, { filter, first }, { actor }) =>
      notificationChannels.deliveries(actor, filter ?? {}, first ?? 50),
    notificationPreferences: async (_root, _args, { actor }) => ({
      emailTypes: await notificationPreferences.emailTypes(actor),
    }),
  },
  Mutation: {
    createNotificationChannel: (_root, { input }, { actor }) => notificationChannels.create(actor, input),
    updateNotificationChannel: (_root, { id, input }, { actor }) => notificationChannels.update(actor, id, input),
    deleteNotificationChannel: (_root, { id }, { actor }) => notificationChannels.remove(actor, id),
    testNotificationChannel: (_root, { id }, { actor }) => notificationChannels.test(actor, id),
    createNotificationRule: (_root, { input }, { actor }) => notificationRules.create(actor, input),
    updateNotificationRule: (_root, { id, input }, { actor }) => notificationRules.update(actor, id, input),
    deleteNotificationRule: (_root, { id }, { actor }) => notificationRules.remove(actor, id),
    redeliverChannelDelivery: (_root, { id }, { actor }) => notificationChannels.redeliver(actor, id),
    updateNotificationPreferences: async (_root, { emailTypes }, { actor }) => ({
      emailTypes: await notificationPreferences.updateEmailTypes(actor, emailTypes),
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
    channels: (rule) => notificationChannels.byIds(rule.channelIds ?? []),
  },
  ChannelDelivery: {
    event: (delivery) => (delivery.event === 'test' ? null : delivery.event) as never,
    channel: async (delivery, _args, context) =>
      (await batchesOf(context, notificationChannels, notificationRules).channels.load(delivery.channelId))!,
    rule: (delivery, _args, context) =>
      delivery.ruleId ? batchesOf(context, notificationChannels, notificationRules).rules.load(delivery.ruleId) : null,
    person: (delivery, _args, { loaders }) =>
      delivery.subjectUserId ? loaders.user.load(delivery.subjectUserId) : null,
  },
});
