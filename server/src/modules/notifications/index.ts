// The notifications module's public face: what other modules may use of it.
export { NOTIFICATION_TYPES } from './notification.entity';
export type { NotificationEntity, NotificationTypeValue } from './notification.entity';
export type { NotificationService } from './notification.service';
