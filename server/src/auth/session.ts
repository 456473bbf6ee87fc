import type { Person } from './person';

/** Who a bearer token (a signed session or an API token) stands for, and until when. */
export interface BearerSession {
  user: Person;
  /** Null for an API token without expiry. */
  expiresAt: Date | null;
  /** Present for API tokens: what the token may do (policy.requiredScope). */
  scopes?: string[];
  apiTokenId?: string;
  /** Present for an API token created for its owner by someone else: that person (policy.Actor.tokenCreator). */
  tokenCreator?: Person;
}
