// The api-tokens module's public face: what other modules may use of it.
export { isApiToken } from './api-token.service';
export type { ApiTokenService, ApiTokenSession } from './api-token.service';
