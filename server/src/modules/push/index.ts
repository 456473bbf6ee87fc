// The push module's public face: what other modules may use of it.
export type { PushService, PushableNotification } from './push.service';
