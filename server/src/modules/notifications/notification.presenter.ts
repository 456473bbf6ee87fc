import { field, presenter } from '../../api/presenter';
import type { NotificationEntity } from './notification.entity';

/** A notification as spec §3 reads it. */
export const notificationPresenter = presenter<NotificationEntity>({
  id: field.text((notification) => notification.id),
  type: field.text((notification) => notification.type),
  title: field.text((notification) => notification.title),
  body: field.text((notification) => notification.body),
  sound: field.textOrNull((notification) => notification.sound),
  request_id: field.textOrNull((notification) => notification.requestId),
  created_at: field.instant((notification) => notification.createdAt),
  read_at: field.instantOrNull((notification) => notification.readAt),
});
