// The notification-channels module's public face: what other modules may use of it.
export type { DeliveryOutbox } from './delivery-outbox';
export { HTTP_CHANNEL, NotificationChannelEntity } from './notification-channel.entity';
export type { ChannelDeliveryAttemptEntity, ChannelDeliveryEntity } from './notification-channel.entity';
