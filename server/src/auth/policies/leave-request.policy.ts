/** Who reads, decides and cancels leave requests, and who sees their approval context. */
import type { Person } from '../person';
import { todayIso } from '../../lib/dates';
import { rowScope, type RowScope } from '../../lib/sql';
import { seesEveryone } from './roles';
import { canReadUser, type PersonInLine } from './people.policy';

export function canReadRequest(actor: Person, requester: PersonInLine): boolean {
  return canReadUser(actor, requester);
}

// ── Who decides: the escalation chain and delegation ──────────────────────────────────────────────

/** Whom an actor stands in for right now (their running delegations): those people's ids, and those of them who are HR or administrators. */
export interface StandIn {
  ids: readonly string[];
  hrIds: readonly string[];
}

export const NO_STAND_IN: StandIn = { ids: [], hrIds: [] };

/** The highest escalation level: HR and administrators decide too. */
export const HR_LEVEL = 2;

/** What these predicates read of a leave request (the leave-requests module's entity holds it). */
interface RequestFacts {
  userId: string;
  status: string;
  startDate: string;
  escalationLevel: number;
}

type DecidableRequest = Pick<RequestFacts, 'status' | 'escalationLevel'> & {
  approvalStage?: string | null;
  firstApproverId?: string | null;
  firstApproverOnBehalfOf?: string | null;
};

/**
 * Who decides a pending request now. At level 0 the requester's manager; escalated once, also that
 * manager's own manager; escalated again (or when there is no manager at that level), also HR and
 * administrators. A request waiting for its second, HR step is decided by HR and administrators only.
 */
export function approversOf(request: DecidableRequest, requester: PersonInLine): { managerIds: string[]; hr: boolean } {
  if (request.approvalStage === 'hr') return { managerIds: [], hr: true };
  const level = Math.min(request.escalationLevel ?? 0, HR_LEVEL);
  const managerIds = requester.managersAbove.slice(0, Math.min(level + 1, HR_LEVEL));
  return { managerIds, hr: level >= HR_LEVEL || managerIds.length < level + 1 };
}

/**
 * Who took a two-step request's first step: the first approver and, when they were a delegate, the
 * approver they stood in for. Two people decide such a request, so none of them takes the second (HR)
 * step, in their own right or as anyone's delegate.
 */
export const firstStepTakers = (request: DecidableRequest): string[] =>
  [request.firstApproverId, request.firstApproverOnBehalfOf].filter((id): id is string => Boolean(id));

/** The HR people and administrators a delegate may take a request's HR decision for (none who took its first step). */
const hrStandInsFor = (request: DecidableRequest, standIn: StandIn): string[] =>
  standIn.hrIds.filter((id) => !firstStepTakers(request).includes(id));

/**
 * Whether the actor may approve or reject a pending request now: as one of its approvers, or as the
 * running delegate of one. Nobody decides their own request, and nobody who took a two-step request's
 * first step (or for whom it was taken) takes its second.
 */
export function canDecideRequest(
  actor: Person,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn = NO_STAND_IN,
): boolean {
  if (!actor.isActive || request.status !== 'pending' || actor.id === requester.id) return false;
  if (firstStepTakers(request).includes(actor.id)) return false;
  const { managerIds, hr } = approversOf(request, requester);
  if (managerIds.includes(actor.id) || (hr && seesEveryone(actor))) return true;
  return managerIds.some((id) => standIn.ids.includes(id)) || (hr && hrStandInsFor(request, standIn).length > 0);
}

/**
 * When the actor decides only as a delegate: the approver they stand in for (recorded in the audit
 * log and told in notifications); null when they decide in their own right.
 */
export function decidingOnBehalfOf(
  actor: Person,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn,
): string | null {
  const { managerIds, hr } = approversOf(request, requester);
  if (managerIds.includes(actor.id) || (hr && seesEveryone(actor))) return null;
  return (
    managerIds.find((id) => standIn.ids.includes(id)) ?? (hr ? (hrStandInsFor(request, standIn)[0] ?? null) : null)
  );
}

/**
 * The requests `r` (requester in users `u`) the viewer may decide now: the same rule as
 * canDecideRequest, over the requester's managers at depth 1 and 2.
 */
export function awaitingDecision(viewer: Person, standIn: StandIn): RowScope {
  return rowScope((bind) => {
    const viewerId = bind(viewer.id);
    const deciders = bind([viewer.id, ...standIn.ids]);
    const line = (condition: string) => `EXISTS (
      WITH RECURSIVE up(id, depth) AS (
        SELECT u.manager_id, 1 WHERE u.manager_id IS NOT NULL
        UNION ALL SELECT m.manager_id, up.depth + 1 FROM up JOIN users m ON m.id = up.id
        WHERE m.manager_id IS NOT NULL AND up.depth < ${HR_LEVEL}
      ) SELECT 1 FROM up WHERE ${condition})`;
    const tookFirstStep = (id: string) =>
      `(r.first_approver_id IS NOT DISTINCT FROM ${id} OR r.first_approver_on_behalf_of IS NOT DISTINCT FROM ${id})`;
    const stage = `coalesce(r.approval_stage, 'manager')`;
    const byManagers = `(${stage} = 'manager' AND ${line(`up.depth <= LEAST(r.escalation_level + 1, ${HR_LEVEL}) AND up.id = ANY(CAST(${deciders} AS uuid[]))`)})`;
    const routedToHr = `(${stage} = 'hr' OR r.escalation_level >= ${HR_LEVEL} OR NOT ${line(`up.depth = r.escalation_level + 1`)})`;
    const decidesForHr = seesEveryone(viewer)
      ? 'TRUE'
      : standIn.hrIds.length
        ? `EXISTS (SELECT 1 FROM unnest(CAST(${bind([...standIn.hrIds])} AS uuid[])) AS d(id) WHERE NOT ${tookFirstStep('d.id')})`
        : null;
    return `(r.status = 'pending' AND r.user_id <> ${viewerId} AND NOT ${tookFirstStep(viewerId)} AND (${byManagers}${decidesForHr ? ` OR (${routedToHr} AND ${decidesForHr})` : ''}))`;
  });
}

/** The requester cancels while pending, or while approved and not yet started. */
export function canCancelRequest(
  actor: Person,
  request: Pick<RequestFacts, 'userId' | 'status' | 'startDate'>,
  today: string = todayIso(),
): boolean {
  if (actor.id !== request.userId) return false;
  return request.status === 'pending' || (request.status === 'approved' && request.startDate > today);
}

/**
 * A person's team, as the approval card shows who else is off: the other active people who share their
 * team or their manager (users `other`, for the person in users `person`).
 */
export const teammates = (person: string, other: string): RowScope =>
  rowScope(
    () =>
      `(${other}.id <> ${person}.id AND ${other}.is_active AND ((${person}.team_id IS NOT NULL AND ${other}.team_id = ${person}.team_id) OR (${person}.manager_id IS NOT NULL AND ${other}.manager_id = ${person}.manager_id)))`,
  );

/**
 * Who sees a request's approval context (who else in the team is off those days, names and dates, and
 * the balance after approval): whoever may decide it now, as approver or delegate, and those above the
 * requester in their reporting line (HR and administrators too). The requester sees their own balance
 * (canSeeBalanceAfterApproval), not their colleagues' pending requests.
 */
export function canSeeApprovalContext(
  actor: Person,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn = NO_STAND_IN,
): boolean {
  if (!actor.isActive || actor.id === requester.id) return false;
  return canReadRequest(actor, requester) || canDecideRequest(actor, request, requester, standIn);
}

export const canSeeBalanceAfterApproval = (
  actor: Person,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn = NO_STAND_IN,
): boolean =>
  (actor.isActive && actor.id === requester.id) || canSeeApprovalContext(actor, request, requester, standIn);
