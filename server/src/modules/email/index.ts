// The email module's public face: what other modules may use of it.
export type { EmailService } from './email.service';
