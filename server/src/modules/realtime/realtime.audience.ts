import { canReadRequest, type PersonInLine, type SubscriptionHolder } from '../../auth/policy';
import type { LeaveRequestEntity } from '../leave-requests/model';
import type { RequestTypeEntity } from '../request-types';
import type { UserEntity } from '../users/model';

/** What live delivery loads once per event for every subscriber. */
export interface EventLoads {
  request: LeaveRequestEntity | null;
  requester: (UserEntity & PersonInLine) | null;
  requestType: RequestTypeEntity | null;
}

/** Whether a subscriber may see an event: its request and requester still exist, and the policy lets them read it. */
export function seesEvent(
  viewer: UserEntity,
  loaded: EventLoads,
): loaded is { [K in keyof EventLoads]: NonNullable<EventLoads[K]> } {
  return !!loaded.request && !!loaded.requestType && !!loaded.requester && canReadRequest(viewer, loaded.requester);
}

/** A subscription's holder as the audience relay knows it: the person and the session. */
export const holderKey = (holder: SubscriptionHolder) => `${holder.userId}/${holder.sessionVersion ?? ''}`;
export const parseHolderKey = (key: string): SubscriptionHolder => {
  const [userId, version] = key.split('/');
  return { userId, sessionVersion: version === '' ? null : Number(version) };
};
