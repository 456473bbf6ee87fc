import { buildAdmin, buildManager, buildStaff, buildTeam, issueToken } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const COLLEAGUES = `query ($start: Date!, $end: Date!) { colleagueLeave(start: $start, end: $end) { id name startDate endDate startHalfDay endHalfDay } }`;
const CALENDAR = `query ($start: Date!, $end: Date!) { teamCalendar(start: $start, end: $end) { id notes requester { id } } }`;

describe("colleagues' leave on the team calendar", () => {
  let t: TestApp;
  let manager: UserEntity;
  let me: UserEntity;
  let peer: UserEntity;
  let teamMate: UserEntity;
  let stranger: UserEntity;
  let myToken: string;
  let managerToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t);
    const teamId = await buildTeam(t, await issueToken(t, admin), { name: 'Calendar team', description: 'Test' });
    manager = await buildManager(t, { firstName: 'Mona', lastName: 'Manager' });
    const otherManager = await buildManager(t);
    me = await buildStaff(t, manager, { teamId });
    peer = await buildStaff(t, manager, { firstName: 'Pia', lastName: 'Peer' });
    teamMate = await buildStaff(t, otherManager, { teamId, firstName: 'Tom', lastName: 'Team' });
    stranger = await buildStaff(t, otherManager);
    [myToken, managerToken] = await Promise.all([me, manager].map((user) => t.tokenFor(user)));
    const created = new Date(Date.UTC(2025, 5, 1));
    const approved = { status: 'approved' as const, createdAt: created, decidedAfterHours: 1 };
    ids.peer = await insertRequest(t, {
      ...approved,
      userId: peer.id,
      startDate: '2025-07-01',
      endDate: '2025-07-03',
      days: 3,
      startHalfDay: true,
    });
    ids.peerPending = await insertRequest(t, {
      userId: peer.id,
      status: 'pending',
      createdAt: created,
      startDate: '2025-07-10',
      endDate: '2025-07-10',
      days: 1,
    });
    ids.teamMate = await insertRequest(t, {
      ...approved,
      userId: teamMate.id,
      type: 'sickness',
      startDate: '2025-07-05',
      endDate: '2025-07-06',
      days: 2,
    });
    ids.manager = await insertRequest(t, {
      ...approved,
      userId: manager.id,
      startDate: '2025-07-20',
      endDate: '2025-07-21',
      days: 2,
    });
    ids.stranger = await insertRequest(t, {
      ...approved,
      userId: stranger.id,
      startDate: '2025-07-02',
      endDate: '2025-07-02',
      days: 1,
    });
    ids.mine = await insertRequest(t, {
      ...approved,
      userId: me.id,
      startDate: '2025-07-15',
      endDate: '2025-07-15',
      days: 1,
    });
    await t.dataSource.query(`UPDATE leave_requests SET notes = 'Private reason' WHERE id = ANY($1)`, [
      Object.values(ids),
    ]);
  });
  afterAll(() => t.close());

  it("shows staff their team mates', peers' and manager's approved leave with names and dates only", async () => {
    const result = await t.gql<{ colleagueLeave: Record<string, unknown>[] }>(
      COLLEAGUES,
      { start: '2025-07-01', end: '2025-07-31' },
      myToken,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.colleagueLeave).toEqual([
      {
        id: ids.peer,
        name: 'Pia Peer',
        startDate: '2025-07-01',
        endDate: '2025-07-03',
        startHalfDay: true,
        endHalfDay: false,
      },
      {
        id: ids.teamMate,
        name: 'Tom Team',
        startDate: '2025-07-05',
        endDate: '2025-07-06',
        startHalfDay: false,
        endHalfDay: false,
      },
      {
        id: ids.manager,
        name: 'Mona Manager',
        startDate: '2025-07-20',
        endDate: '2025-07-21',
        startHalfDay: false,
        endHalfDay: false,
      },
    ]);
    // The staff member's own calendar is their own requests, notes included; a colleague's request stays closed.
    const calendar = await t.gql<{ teamCalendar: { id: string; notes: string }[] }>(
      CALENDAR,
      { start: '2025-07-01', end: '2025-07-31' },
      myToken,
    );
    expect(calendar.data!.teamCalendar.map((r) => r.id)).toEqual([ids.mine]);
    const closed = await t.gql<{ leaveRequest: unknown }>(
      `query ($id: ID!) { leaveRequest(id: $id) { id notes } }`,
      { id: ids.peer },
      myToken,
    );
    expect(closed.data!.leaveRequest).toBeNull();
  });

  it('leaves out what a manager already sees in full', async () => {
    const result = await t.gql<{ colleagueLeave: { id: string }[] }>(
      COLLEAGUES,
      { start: '2025-07-01', end: '2025-07-31' },
      managerToken,
    );
    expect(result.data!.colleagueLeave).toEqual([]);
  });

  it('refuses anonymous callers and bad ranges', async () => {
    expect((await t.gql(COLLEAGUES, { start: '2025-07-01', end: '2025-07-31' })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    for (const range of [
      { start: '2025-07-31', end: '2025-07-01' },
      { start: '2025-01-01', end: '2026-06-01' },
    ]) {
      expect((await t.gql(COLLEAGUES, range, myToken)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
