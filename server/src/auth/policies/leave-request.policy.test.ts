import type { DataSource } from 'typeorm';
import type { LeaveRequestEntity } from '../../modules/leave-requests/leave-request.entity';
import type { UserEntity } from '../../modules/users/user.entity';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildUser } from '../../../test/factories';
import { namedCondition } from '../../lib/sql';
import { awaitingDecision, canDecideRequest, NO_STAND_IN, type StandIn } from './leave-request.policy';
import { reportingLinesOf } from './people.policy';

/**
 * awaitingDecision is canDecideRequest as a row scope for lists (Pending Approvals, `awaitingMyDecision`).
 * Both are checked here over every combination of the inputs they read: requesters with a reporting line of
 * three, one and no managers; each status kind, escalation level, approval stage and first step taken by
 * each kind of person; every viewer, in their own right and as a delegate of a manager or of HR.
 *
 *   top (manager) ── mid (manager) ── lead (team lead) ── staff
 *   solo's manager: lead          orphan: no manager
 *   hr, hr2 (HR)   admin          stranger (staff elsewhere)
 */
describe('awaitingDecision agrees with canDecideRequest', () => {
  let t: TestApp;
  let db: DataSource;
  const people: Record<string, UserEntity> = {};

  beforeAll(async () => {
    t = await startTestApp();
    db = t.dataSource;
    people.top = await buildUser(t, { role: 'manager' });
    people.mid = await buildUser(t, { role: 'manager', managerId: people.top.id });
    people.lead = await buildUser(t, { role: 'team-lead', managerId: people.mid.id });
    people.staff = await buildUser(t, { managerId: people.lead.id });
    people.solo = await buildUser(t, { managerId: people.lead.id });
    people.orphan = await buildUser(t);
    people.hr = await buildUser(t, { role: 'hr' });
    people.hr2 = await buildUser(t, { role: 'hr' });
    people.admin = await buildUser(t, { role: 'admin' });
    people.stranger = await buildUser(t);
  });
  afterAll(() => t.close());

  interface Case {
    id: string;
    userId: string;
    status: LeaveRequestEntity['status'];
    escalationLevel: number;
    approvalStage: string | null;
    firstApproverId: string | null;
    firstApproverOnBehalfOf: string | null;
  }

  /** Every combination, each with an id of its own (a uuid built from its index). */
  function cases(): Case[] {
    const all: Case[] = [];
    for (const requester of ['staff', 'solo', 'orphan', 'lead'])
      for (const status of ['pending', 'approved'] as const)
        for (const escalationLevel of [0, 1, 2, 3])
          for (const approvalStage of [null, 'manager', 'hr'])
            for (const first of [null, 'lead', 'hr'])
              for (const onBehalf of [null, 'mid', 'hr2'])
                all.push({
                  id: `00000000-0000-4000-8000-${String(all.length).padStart(12, '0')}`,
                  userId: people[requester].id,
                  status,
                  escalationLevel,
                  approvalStage,
                  firstApproverId: first && people[first].id,
                  firstApproverOnBehalfOf: onBehalf && people[onBehalf].id,
                });
    return all;
  }

  /** The ids the scope selects, over the cases as rows aliased `r` (requesters joined as `u`). */
  async function selectedBySql(viewer: UserEntity, standIn: StandIn, all: Case[]): Promise<string[]> {
    const { where, params } = namedCondition(awaitingDecision(viewer, standIn));
    const values = all.map(
      (_c, i) =>
        `(CAST(:id${i} AS uuid), CAST(:user${i} AS uuid), CAST(:status${i} AS text), CAST(:level${i} AS int), CAST(:stage${i} AS text), CAST(:first${i} AS uuid), CAST(:behalf${i} AS uuid))`,
    );
    const rowParams = Object.fromEntries(
      all.flatMap((c, i) => [
        [`id${i}`, c.id],
        [`user${i}`, c.userId],
        [`status${i}`, c.status],
        [`level${i}`, c.escalationLevel],
        [`stage${i}`, c.approvalStage],
        [`first${i}`, c.firstApproverId],
        [`behalf${i}`, c.firstApproverOnBehalfOf],
      ]),
    );
    const [query, bound] = db.driver.escapeQueryWithParameters(
      `SELECT r.id FROM (VALUES ${values.join(', ')})
         AS r(id, user_id, status, escalation_level, approval_stage, first_approver_id, first_approver_on_behalf_of)
       JOIN users u ON u.id = r.user_id WHERE ${where}`,
      { ...params, ...rowParams },
    );
    const rows: { id: string }[] = await db.query(query, bound);
    return rows.map((row) => row.id).sort();
  }

  it('selects exactly the requests the predicate lets each viewer decide, in their own right and as a delegate', async () => {
    const all = cases();
    const lines = await reportingLinesOf(
      db,
      Object.values(people).map((person) => person.id),
    );
    const standIns: StandIn[] = [
      NO_STAND_IN,
      { ids: [people.lead.id], hrIds: [] },
      { ids: [people.mid.id], hrIds: [] },
      { ids: [people.hr.id], hrIds: [people.hr.id] },
      { ids: [people.lead.id, people.hr2.id], hrIds: [people.hr2.id] },
    ];
    let decidable = 0;
    for (const viewer of Object.values(people))
      for (const standIn of standIns) {
        const expected = all
          .filter((request) =>
            canDecideRequest(
              viewer,
              request,
              { id: request.userId, managerId: null, managersAbove: lines.get(request.userId)! },
              standIn,
            ),
          )
          .map((request) => request.id)
          .sort();
        decidable += expected.length;
        expect({ viewer: viewer.role, standIn, ids: await selectedBySql(viewer, standIn, all) }).toEqual({
          viewer: viewer.role,
          standIn,
          ids: expected,
        });
      }
    // The cases reach both answers: neither side agrees by selecting nothing.
    expect(decidable).toBeGreaterThan(100);
  });
});
