// The accounts module's public face: what other modules may use of it.
export type { AuthResult } from './account.service';
// Single sign-on registers accounts under the same lock and finds them by address the same way.
export { accountQueries } from './account.queries';
