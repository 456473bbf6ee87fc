import {
  approveRequest,
  buildManager,
  buildOrganisation,
  buildStaffWithToken,
  buildTeam,
  cancelRequest,
  issueToken,
  submitRequest,
} from '../../../test/factories';
import { recordStatements, startTestApp, type TestApp } from '../../../test/harness';
import { figures } from '../../../test/ledger-fixtures';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users/user.entity';

/**
 * The manager's work in front of them: what waits for their decision, and on each card who else in the
 * requester's team is off those days and the balance once it is approved, read back through the API.
 */
const YEAR = new Date().getUTCFullYear();
const NEXT = YEAR + 1;
const realNow = clock.now;

const CONTEXT = `othersOff { person { id firstName } startDate endDate status days }
  balanceAfterApproval { year days totalDays availableDays status }`;
const INBOX = `{ pendingApprovals { id requester { id } ${CONTEXT} } viewer { awaitingMyDecision { count oldest { id } } } }`;
const ONE = `query ($id: ID!) { leaveRequest(id: $id) { id ${CONTEXT} } }`;

interface Context {
  othersOff:
    | { person: { id: string; firstName: string }; startDate: string; endDate: string; status: string; days: number }[]
    | null;
  balanceAfterApproval:
    { year: number; days: number; totalDays: number; availableDays: number; status: string }[] | null;
}
interface Inbox {
  pendingApprovals: ({ id: string; requester: { id: string } } & Context)[];
  viewer: { awaitingMyDecision: { count: number; oldest: { id: string } | null } };
}

describe("an approval card's context and what waits for the approver", () => {
  let t: TestApp;
  let manager: UserEntity;
  let managerToken: string;
  let adminToken: string;
  const staff: Record<string, { user: UserEntity; token: string }> = {};
  let otherManager: UserEntity;
  let otherManagerToken: string;
  /** a1's request, 13 to 17 July. */
  let asked: { id: string; days: number };
  let crossYear: { id: string; charges: { year: number; days: number }[] };

  beforeAll(async () => {
    clock.now = () => new Date(`${YEAR}-06-15T10:00:00Z`);
    t = await startTestApp();
    ({
      manager,
      tokens: { manager: managerToken, admin: adminToken },
    } = await buildOrganisation(t, { admin: { department: 'Operations' }, manager: {} }, { signIn: 'issue' }));
    otherManager = await buildManager(t, { firstName: 'Otto', department: 'Sales' });
    otherManagerToken = await issueToken(t, otherManager);
    for (const name of ['Anna', 'Bruno', 'Clara', 'Dora'])
      staff[name] = await buildStaffWithToken(t, manager, { firstName: name, lastName: 'Report' });
    // Teo shares Anna's team under another manager; Sven is in neither.
    staff.Teo = await buildStaffWithToken(t, otherManager, { firstName: 'Teo', lastName: 'Teammate' });
    staff.Sven = await buildStaffWithToken(t, otherManager, { firstName: 'Sven', lastName: 'Sales' });
    const team = await buildTeam(t, adminToken);
    await t.dataSource.query(`UPDATE users SET team_id = $1 WHERE id = ANY($2::uuid[])`, [
      team,
      [staff.Anna.user.id, staff.Teo.user.id],
    ]);

    const at = (day: string) => `${YEAR}-07-${day}`;
    // Overlapping Anna's 13-17 July: Bruno approved, Clara pending, Teo (same team) pending.
    const bruno = await submitRequest(t, staff.Bruno.token, { startDate: at('15'), endDate: at('15') });
    await approveRequest(t, managerToken, bruno.id);
    await submitRequest(t, staff.Clara.token, { startDate: at('16'), endDate: at('20') });
    await submitRequest(t, staff.Teo.token, { startDate: at('10'), endDate: at('13') });
    // Not shown: cancelled, outside the days, or outside the team.
    const cancelled = await submitRequest(t, staff.Dora.token, { startDate: at('14'), endDate: at('14') });
    await cancelRequest(t, staff.Dora.token, cancelled.id);
    await submitRequest(t, staff.Bruno.token, { startDate: at('20'), endDate: at('21') });
    await submitRequest(t, staff.Sven.token, { startDate: at('15'), endDate: at('15') });
    asked = await submitRequest(t, staff.Anna.token, { startDate: at('13'), endDate: at('17') });
    crossYear = await submitRequest(t, staff.Dora.token, { startDate: `${YEAR}-12-29`, endDate: `${NEXT}-01-02` });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  it("shows the approver who else in the requester's team is off those days, approved or pending", async () => {
    const result = await t.gql<Inbox>(INBOX, {}, managerToken);
    expect(result.errors).toBeUndefined();
    const card = result.data!.pendingApprovals.find((r) => r.id === asked.id)!;
    expect(card.othersOff).toEqual([
      {
        person: { id: staff.Teo.user.id, firstName: 'Teo' },
        startDate: `${YEAR}-07-10`,
        endDate: `${YEAR}-07-13`,
        status: 'PENDING',
        days: expect.any(Number),
      },
      {
        person: { id: staff.Bruno.user.id, firstName: 'Bruno' },
        startDate: `${YEAR}-07-15`,
        endDate: `${YEAR}-07-15`,
        status: 'APPROVED',
        days: expect.any(Number),
      },
      {
        person: { id: staff.Clara.user.id, firstName: 'Clara' },
        startDate: `${YEAR}-07-16`,
        endDate: `${YEAR}-07-20`,
        status: 'PENDING',
        days: expect.any(Number),
      },
    ]);
  });

  it('gives the balance after approval as Postgres holds it, per year of a request across the new year', async () => {
    const { pendingApprovals } = (await t.gql<Inbox>(INBOX, {}, managerToken)).data!;
    const anna = (await figures(t, staff.Anna.user.id, YEAR))!;
    expect(pendingApprovals.find((r) => r.id === asked.id)!.balanceAfterApproval).toEqual([
      {
        year: YEAR,
        days: asked.days,
        totalDays: anna.total,
        availableDays: anna.total - anna.used - anna.pending,
        status: expect.any(String),
      },
    ]);
    const dora = pendingApprovals.find((r) => r.id === crossYear.id)!.balanceAfterApproval!;
    expect(dora.map((year) => [year.year, year.days])).toEqual(crossYear.charges.map((c) => [c.year, c.days]));
    for (const year of dora) {
      const held = (await figures(t, staff.Dora.user.id, year.year))!;
      expect(year.availableDays).toBe(held.total - held.used - held.pending);
    }
  });

  it("shows the requester their balance after approval but not their colleagues' leave, and strangers nothing", async () => {
    const own = await t.gql<{ leaveRequest: Context }>(ONE, { id: asked.id }, staff.Anna.token);
    expect(own.errors).toBeUndefined();
    expect(own.data!.leaveRequest.othersOff).toBeNull();
    expect(own.data!.leaveRequest.balanceAfterApproval).toHaveLength(1);
    for (const token of [staff.Bruno.token, otherManagerToken, staff.Teo.token]) {
      const stranger = await t.gql<{ leaveRequest: Context | null }>(ONE, { id: asked.id }, token);
      expect(stranger.data!.leaveRequest).toBeNull();
    }
  });

  it('gives no balance after approval once a request is decided', async () => {
    const { pendingApprovals } = (await t.gql<Inbox>(INBOX, {}, managerToken)).data!;
    const bruno = pendingApprovals.find((r) => r.requester.id === staff.Bruno.user.id)!;
    await approveRequest(t, managerToken, bruno.id);
    const decided = await t.gql<{ leaveRequest: Context }>(ONE, { id: bruno.id }, managerToken);
    expect(decided.data!.leaveRequest.balanceAfterApproval).toBeNull();
    expect(decided.data!.leaveRequest.othersOff).not.toBeNull();
  });

  it('counts what waits for the viewer by the inbox rule, and names the oldest', async () => {
    const { pendingApprovals, viewer } = (await t.gql<Inbox>(INBOX, {}, managerToken)).data!;
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_requests r JOIN users u ON u.id = r.user_id
       WHERE r.status = 'pending' AND u.manager_id = $1`,
      [manager.id],
    );
    expect(count).toBeGreaterThan(2);
    expect(viewer.awaitingMyDecision).toEqual({ count, oldest: { id: pendingApprovals[0].id } });
    expect(pendingApprovals).toHaveLength(count);

    const other = (await t.gql<Inbox>(INBOX, {}, otherManagerToken)).data!;
    expect(other.viewer.awaitingMyDecision.count).toBe(2);
    const nothing = (await t.gql<Inbox>(INBOX, {}, staff.Anna.token)).data!;
    expect(nothing.viewer.awaitingMyDecision).toEqual({ count: 0, oldest: null });
  });

  it('reads the context of every card in the same statements, however many cards there are', async () => {
    const statementsFor = async (token: string) => {
      let statements = 0;
      const restore = recordStatements(t.dataSource, (sql) => {
        statements += 1;
        if (process.env.SHOW_STATEMENTS) console.log(token.slice(-6), sql.replace(/\s+/g, ' ').slice(0, 200));
      });
      try {
        const result = await t.gql<Inbox>(INBOX, {}, token);
        expect(result.errors).toBeUndefined();
        return { statements, cards: result.data!.pendingApprovals.length };
      } finally {
        restore();
      }
    };
    // Warm: the organisation's sizes and the request types are read once per process.
    await statementsFor(otherManagerToken);
    const few = await statementsFor(otherManagerToken);
    for (const day of ['03', '04', '05'])
      await submitRequest(t, staff.Sven.token, { startDate: `${YEAR}-08-${day}`, endDate: `${YEAR}-08-${day}` });
    const more = await statementsFor(otherManagerToken);
    expect(more.cards).toBe(few.cards + 3);
    expect(more.statements).toBe(few.statements);
  });

  it("answers nothing about what waits for somebody else's decision", async () => {
    const result = await t.gql<{ user: { awaitingMyDecision: unknown } }>(
      `query ($id: ID!) { user(id: $id) { awaitingMyDecision { count } } }`,
      { id: manager.id },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.user.awaitingMyDecision).toBeNull();
  });
});
