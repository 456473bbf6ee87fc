import { canSeeApprovalContext, canSeeBalanceAfterApproval } from '../../auth/policy';
import { inLine, type Loaders } from '../../context';
import type { UserEntity } from '../users/model';
import { balanceAfterApproval, type BalanceAfterApproval, type OtherOffValue } from './approval-context';
import type { LeaveRequestEntity } from './leave-request.entity';

/**
 * A request's approval context as `viewer` may see it (GraphQL and REST alike): null where the policy
 * hides it (policy.canSeeApprovalContext, canSeeBalanceAfterApproval); no balance once decided.
 */
export async function othersOffSeenBy(
  viewer: UserEntity | null,
  request: LeaveRequestEntity,
  loaders: Loaders,
): Promise<OtherOffValue[] | null> {
  const requester = await loaders.user.load(request.userId);
  if (!requester || !viewer) return null;
  const standIn = await loaders.standIn.load(viewer.id);
  if (!canSeeApprovalContext(viewer, request, await inLine(loaders, requester), standIn)) return null;
  return loaders.othersOff.load(request.id);
}

export async function balanceAfterApprovalSeenBy(
  viewer: UserEntity | null,
  request: LeaveRequestEntity,
  loaders: Loaders,
): Promise<BalanceAfterApproval[] | null> {
  const requester = await loaders.user.load(request.userId);
  if (!requester || !viewer || request.status !== 'pending') return null;
  const standIn = await loaders.standIn.load(viewer.id);
  if (!canSeeBalanceAfterApproval(viewer, request, await inLine(loaders, requester), standIn)) return null;
  return balanceAfterApproval(request, (year) => loaders.balances.load(`${request.userId}:${year}`));
}
