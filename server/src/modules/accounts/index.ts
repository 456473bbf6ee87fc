// The accounts module's public face: what other modules may use of it.
export { profileImageUrl } from './account.service';
export type { AuthResult } from './account.service';
