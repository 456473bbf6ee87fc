// The accounts module's public face: what other modules may use of it.
export type { AuthResult } from './account.service';
