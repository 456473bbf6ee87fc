/** Whether a running subscription may go on delivering events. */
import type { Person } from '../person';
import { forbidden, unauthenticated } from '../../lib/errors';
import { allowsOperation, type OperationRule, type SignedInActor } from './roles';

/** What a running subscription remembers of the session that started it. */
export interface SubscriptionHolder {
  userId: string;
  /** The token version of the sign-in session (sign-out ends it); null for an API token, which sign-out leaves. */
  sessionVersion: number | null;
}

export const subscriptionHolderOf = (actor: SignedInActor): SubscriptionHolder => ({
  userId: actor.user.id,
  sessionVersion: actor.scopes ? null : actor.user.tokenVersion,
});

/**
 * Whether a running subscription may deliver one more event, with its holder loaded as they are now
 * (`current`; null when gone). Deactivated or signed out: UNAUTHENTICATED; no longer admitted by the
 * subscription's own operation rule (`rule`): FORBIDDEN. Either refusal ends the subscription, since no later
 * event could be delivered either; events the holder merely may not see are skipped, not refused.
 */
export function assertSubscriptionHolds(
  rule: OperationRule,
  holder: SubscriptionHolder,
  current: Person | null,
): asserts current is Person {
  if (!current?.isActive || (holder.sessionVersion !== null && current.tokenVersion !== holder.sessionVersion))
    throw unauthenticated('Session ended');
  if (!allowsOperation(rule, current)) throw forbidden();
}
