import {
  APPROVE_REQUEST,
  buildManager,
  buildStaff,
  buildStaffWithToken,
  CANCEL_REQUEST,
  REJECT_REQUEST,
  submitRequest,
} from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';
import { entriesOf, figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import type { UserEntity } from '../users/user.entity';
import { currentYear } from '../users/user.service';

const LEDGER = `query ($id: ID!, $year: Int, $kinds: [LedgerEntryKind!]) {
  user(id: $id) { balances(year: $year) { type totalDays usedDays pendingDays accruedDays availableNowDays
    entries(first: 50, filter: { kinds: $kinds }) { totalCount edges { node { kind bucket days effectiveOn scheduled reason actor { id } request { id } } } } } }
}`;

interface LedgerAnswer {
  user: {
    balances: {
      type: string;
      totalDays: number;
      usedDays: number;
      pendingDays: number;
      accruedDays: number;
      availableNowDays: number;
      entries: {
        totalCount: number;
        edges: {
          node: { kind: string; bucket: string; days: number; reason: string | null; request: { id: string } | null };
        }[];
      };
    }[];
  } | null;
}

describe('balance ledger', () => {
  let t: TestApp;
  let manager: UserEntity;
  let managerToken: string;
  const year = currentYear();

  beforeAll(async () => {
    t = await startTestApp();
    manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    managerToken = await t.tokenFor(manager);
  });
  afterAll(() => t.close());

  it('explains a new balance with its allowance entry, and every figure equals the sum of its entries', async () => {
    const person = await buildStaff(t, manager);
    expect(await figures(t, person.id, year)).toEqual({ total: 25, used: 0, pending: 0 });
    expect(await entriesOf(t, person.id, year)).toEqual([
      expect.objectContaining({ kind: 'allowance', bucket: 'total', days: 25, effective_on: `${year}-01-01` }),
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('gives each request its own hold: submit, approve, reject and cancel post entries that recompute to the stored figures', async () => {
    const { user: person, token } = await buildStaffWithToken(t, manager);
    const next = year + 1;
    const a = await submitRequest(t, token, { startDate: `${next}-02-02`, endDate: `${next}-02-03` });
    const b = await submitRequest(t, token, { startDate: `${next}-03-02`, endDate: `${next}-03-04` });
    const c = await submitRequest(t, token, { startDate: `${next}-04-02`, endDate: `${next}-04-02` });
    expect((await t.gql(APPROVE_REQUEST, { id: a.id }, managerToken)).errors).toBeUndefined();
    expect((await t.gql(REJECT_REQUEST, { id: b.id, reason: 'Release week' }, managerToken)).errors).toBeUndefined();
    expect((await t.gql(CANCEL_REQUEST, { id: c.id }, token)).errors).toBeUndefined();
    expect((await t.gql(CANCEL_REQUEST, { id: a.id }, token)).errors).toBeUndefined();
    const entries = (await entriesOf(t, person.id, next)).filter((e) => e.request_id);
    expect(entries.map((e) => [e.kind, e.days, e.request_id])).toEqual(
      expect.arrayContaining([
        ['pending_hold', 2, a.id],
        ['hold_release', -2, a.id],
        ['taken', 2, a.id],
        ['refund', -2, a.id],
        ['pending_hold', 3, b.id],
        ['hold_release', -3, b.id],
        ['pending_hold', 1, c.id],
        ['hold_release', -1, c.id],
      ]),
    );
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('approves, rejects and cancels a pending request whose year had no balance row, without an internal error', async () => {
    const { user: person, token } = await buildStaffWithToken(t, manager);
    const nextYear = year + 1;
    const ids = await Promise.all(
      [10, 12, 14].map((day) =>
        insertRequest(t, {
          userId: person.id,
          status: 'pending',
          startDate: `${nextYear}-03-${day}`,
          endDate: `${nextYear}-03-${day + 1}`,
          days: 2,
          createdAt: new Date(),
        }),
      ),
    );
    expect(await figures(t, person.id, nextYear)).toBeNull();
    expect((await t.gql(APPROVE_REQUEST, { id: ids[0] }, managerToken)).errors).toBeUndefined();
    expect((await t.gql(REJECT_REQUEST, { id: ids[1], reason: 'Audit' }, managerToken)).errors).toBeUndefined();
    expect((await t.gql(CANCEL_REQUEST, { id: ids[2] }, token)).errors).toBeUndefined();
    const statuses = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = ANY($1) ORDER BY status`, [
      ids,
    ]);
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['approved', 'cancelled', 'rejected']);
    expect(await figures(t, person.id, nextYear)).toMatchObject({ used: 2, pending: 0 });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("never releases another request's days: cancelling a request that held nothing leaves the other's hold", async () => {
    const { user: person, token } = await buildStaffWithToken(t, manager);
    const orphan = await insertRequest(t, {
      userId: person.id,
      status: 'pending',
      startDate: daysFromToday(60),
      endDate: daysFromToday(61),
      days: 2,
      createdAt: new Date(),
    });
    const held = await submitRequest(t, token, { startDate: daysFromToday(70), endDate: daysFromToday(72) });
    const heldYear = Number(daysFromToday(70).slice(0, 4));
    const before = await figures(t, person.id, heldYear);
    expect((await t.gql(CANCEL_REQUEST, { id: orphan }, token)).errors).toBeUndefined();
    expect(await figures(t, person.id, heldYear)).toEqual(before);
    expect((await t.gql(APPROVE_REQUEST, { id: held.id }, managerToken)).errors).toBeUndefined();
    expect(await figures(t, person.id, heldYear)).toMatchObject({ used: 3, pending: before!.pending - 3 });
  });

  it('migrates balances made before the ledger without changing total or used days', async () => {
    const person = await buildStaff(t, manager);
    const old = year - 3;
    const pto = `(SELECT id FROM request_types WHERE name = 'pto')`;
    await t.dataSource.query(
      `INSERT INTO leave_balances (user_id, request_type_id, year, total_days, used_days, pending_days) VALUES ($1, ${pto}, $2, 27, 4, 2)`,
      [person.id, old],
    );
    const approved = await insertRequest(t, {
      userId: person.id,
      status: 'approved',
      startDate: `${old}-05-04`,
      endDate: `${old}-05-06`,
      days: 3,
      createdAt: new Date(`${old}-04-01T09:00:00Z`),
      decidedAfterHours: 5,
    });
    const pending = await insertRequest(t, {
      userId: person.id,
      status: 'pending',
      startDate: `${old}-09-01`,
      endDate: `${old}-09-02`,
      days: 2,
      createdAt: new Date(`${old}-08-01T09:00:00Z`),
    });
    const rowless = await insertRequest(t, {
      userId: person.id,
      status: 'approved',
      startDate: `${old - 1}-06-01`,
      endDate: `${old - 1}-06-01`,
      days: 1,
      createdAt: new Date(`${old - 1}-05-01T09:00:00Z`),
      decidedAfterHours: 5,
    });
    await t.dataSource.query(`SELECT leave_ledger_open()`);
    expect(await figures(t, person.id, old)).toEqual({ total: 27, used: 4, pending: 2 });
    expect(await figures(t, person.id, old - 1)).toEqual({ total: 0, used: 1, pending: 0 });
    expect((await entriesOf(t, person.id, old)).map((e) => [e.kind, e.bucket, e.days, e.request_id])).toEqual([
      ['taken', 'used', 3, approved],
      ['pending_hold', 'pending', 2, pending],
      ['opening', 'total', 27, null],
      ['opening', 'used', 1, null],
    ]);
    expect((await entriesOf(t, person.id, old - 1)).map((e) => [e.kind, e.days, e.request_id])).toEqual([
      ['taken', 1, rowless],
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
    // Reading the balance records the allowance rules as included in the opening figure: nothing moves.
    const token = await t.tokenFor(person);
    const read = await t.gql<LedgerAnswer>(LEDGER, { id: person.id, year: old }, token);
    expect(read.data?.user?.balances.find((b) => b.type === 'pto')).toMatchObject({ totalDays: 27, usedDays: 4 });
    expect(await figures(t, person.id, old)).toEqual({ total: 27, used: 4, pending: 2 });
    // Running it again opens nothing twice.
    await t.dataSource.query(`SELECT leave_ledger_open()`);
    expect(await entriesOf(t, person.id, old)).toHaveLength(4);
  });

  describe('the ledger of a balance over GraphQL', () => {
    let person: UserEntity;
    let requestId: string;

    beforeAll(async () => {
      person = await buildStaff(t, manager);
      requestId = (
        await submitRequest(t, await t.tokenFor(person), { startDate: daysFromToday(5), endDate: daysFromToday(6) })
      ).id;
    });

    it('shows the person the entries behind their figures, filterable by kind', async () => {
      const answer = await t.gql<LedgerAnswer>(
        LEDGER,
        { id: person.id, year: Number(daysFromToday(5).slice(0, 4)) },
        await t.tokenFor(person),
      );
      const pto = answer.data!.user!.balances.find((b) => b.type === 'pto')!;
      expect(pto.entries.edges.map((e) => [e.node.kind, e.node.days])).toEqual([
        ['ALLOWANCE', 25],
        ['PENDING_HOLD', 2],
      ]);
      expect(pto.entries.edges[1].node.request).toEqual({ id: requestId });
      expect(pto).toMatchObject({ accruedDays: 25, availableNowDays: 23 });
      const holds = await t.gql<LedgerAnswer>(
        LEDGER,
        { id: person.id, year: Number(daysFromToday(5).slice(0, 4)), kinds: ['PENDING_HOLD'] },
        await t.tokenFor(person),
      );
      expect(holds.data!.user!.balances.find((b) => b.type === 'pto')!.entries.totalCount).toBe(1);
    });

    it('shows them to the manager, and to nobody outside the reporting line', async () => {
      const asManager = await t.gql<LedgerAnswer>(LEDGER, { id: person.id }, managerToken);
      expect(asManager.data?.user?.balances.length).toBeGreaterThan(0);
      const outsider = await buildManager(t, { department: 'Sales' });
      const asOutsider = await t.gql<LedgerAnswer>(LEDGER, { id: person.id }, await t.tokenFor(outsider));
      expect(asOutsider.data?.user).toBeNull();
      const colleague = await buildStaff(t, manager);
      const asColleague = await t.gql<LedgerAnswer>(LEDGER, { id: person.id }, await t.tokenFor(colleague));
      expect(asColleague.data?.user).toBeNull();
      const anonymous = await t.gql<LedgerAnswer>(LEDGER, { id: person.id });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
