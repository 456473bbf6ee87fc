import type { UserEntity } from '../modules/users/user.entity';

/** Who a bearer token (a signed session or an API token) stands for, and until when. */
export interface BearerSession {
  user: UserEntity;
  /** Null for an API token without expiry. */
  expiresAt: Date | null;
  /** Present for API tokens: what the token may do (policy.requiredScope). */
  scopes?: string[];
  apiTokenId?: string;
  /** Present for an API token created for its owner by someone else: that person (policy.Actor.tokenCreator). */
  tokenCreator?: UserEntity;
}
