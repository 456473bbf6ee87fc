import { randomUUID } from 'node:crypto';
import {
  approveRequest,
  attemptRequest,
  buildManager,
  buildStaff,
  buildStaffWithToken,
  CANCEL_REQUEST,
  submitRequest,
  type RequestInput,
} from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { PENDING_APPROVALS_SHOWN } from './leave-request.service';
import type { UserEntity } from '../users/user.entity';

const APPROVE = `mutation ($id: ID!, $comment: String) { approveLeaveRequest(id: $id, comment: $comment) { id status approvedAt approver { id } } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectLeaveRequest(id: $id, reason: $reason) { id status rejectionReason } }`;

describe('leave request lifecycle', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let otherManager: UserEntity;
  let staffToken: string;
  let managerToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    otherManager = await buildManager(t, { jobTitle: 'Sales Manager', department: 'Sales' });
    staff = await buildStaff(t, manager);
    [staffToken, managerToken] = await Promise.all([t.tokenFor(staff), t.tokenFor(manager)]);
  });
  afterAll(() => t.close());

  /** The balance a request starting `daysAhead` from today is charged to (its start year). */
  async function balance(userId: string, daysAhead: number, type = 'pto') {
    const [row] = await t.dataSource.query(
      `SELECT b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending FROM leave_balances b
       JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = $2 AND b.year = $3`,
      [userId, type, Number(daysFromToday(daysAhead).slice(0, 4))],
    );
    return row as { total: number; used: number; pending: number };
  }

  const submit = (start: number, end: number, token = staffToken, extra: Partial<RequestInput> = {}) =>
    submitRequest(t, token, { startDate: daysFromToday(start), endDate: daysFromToday(end), ...extra });

  it('submits with days counted by the spec rule and holds them as pending', async () => {
    const before = await balance(staff.id, 30);
    const request = await submit(30, 32, staffToken, { startHalfDay: true });
    expect(request.days).toBe(2.5);
    expect(request.requestId).toMatch(/^WD-PTO-\d{4}-\d{6}$/);
    const after = await balance(staff.id, 30);
    expect(after.pending - before.pending).toBe(2.5);
    const [row] = await t.dataSource.query(`SELECT status, days::float AS days FROM leave_requests WHERE id = $1`, [
      request.id,
    ]);
    expect(row).toEqual({ status: 'pending', days: 2.5 });
  });

  it('refuses a start after the end with the spec wording and stores nothing', async () => {
    const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests`);
    const result = await attemptRequest(t, staffToken, { startDate: daysFromToday(40), endDate: daysFromToday(39) });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Start date cannot be after end date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests`);
    expect(after).toBe(before);
  });

  it('refuses overlapping requests of the same person', async () => {
    await submit(50, 52);
    const result = await attemptRequest(t, staffToken, {
      type: 'sickness',
      startDate: daysFromToday(52),
      endDate: daysFromToday(53),
    });
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('approves once when twenty approvals of one request arrive together', async () => {
    const request = await submit(60, 64);
    const before = await balance(staff.id, 60);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.gql(APPROVE, { id: request.id }, managerToken)),
    );
    const succeeded = results.filter((r) => r.data?.approveLeaveRequest);
    expect(succeeded).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(19);
    const after = await balance(staff.id, 60);
    expect(after.used - before.used).toBe(5);
    expect(before.pending - after.pending).toBe(5);
    const audits = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'leave_request.approved' AND resource_id = $1`,
      [request.id],
    );
    expect(audits[0].count).toBe(1);
  });

  it("lets only the requester's own manager decide", async () => {
    const request = await submit(70, 70);
    const otherToken = await t.tokenFor(otherManager);
    const byOther = await t.gql(APPROVE, { id: request.id }, otherToken);
    expect(byOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const bySelf = await t.gql(APPROVE, { id: request.id }, staffToken);
    expect(bySelf.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1`,
      [staff.id],
    );
    expect(count).toBeGreaterThan(0);
    const [row] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [request.id]);
    expect(row.status).toBe('pending');
  });

  it('requires a rejection reason and releases the days on rejection', async () => {
    const request = await submit(80, 81);
    const empty = await t.gql(REJECT, { id: request.id, reason: '  ' }, managerToken);
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please provide a rejection reason',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const before = await balance(staff.id, 80);
    const rejected = await t.gql<{ rejectLeaveRequest: { status: string; rejectionReason: string } }>(
      REJECT,
      { id: request.id, reason: 'Busy week' },
      managerToken,
    );
    expect(rejected.data?.rejectLeaveRequest).toMatchObject({ status: 'REJECTED', rejectionReason: 'Busy week' });
    const after = await balance(staff.id, 80);
    expect(before.pending - after.pending).toBe(2);
  });

  it('refunds an approved request that has not started when its requester cancels it', async () => {
    const request = await submit(90, 91);
    await approveRequest(t, managerToken, request.id);
    const before = await balance(staff.id, 90);
    const cancelled = await t.gql<{ cancelLeaveRequest: { status: string } }>(
      CANCEL_REQUEST,
      { id: request.id },
      staffToken,
    );
    expect(cancelled.data?.cancelLeaveRequest.status).toBe('CANCELLED');
    const after = await balance(staff.id, 90);
    expect(before.used - after.used).toBe(2);
  });

  it('never takes a balance below zero when simultaneous approvals compete and the policy forbids it', async () => {
    const { user: person, token } = await buildStaffWithToken(t, manager);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await submit(100 + i * 10, 100 + i * 10 + 9, token)).id); // 4 × 10 days, all in one year
    const { total } = await balance(person.id, 100);
    const fitting = Math.floor(total / 10);
    expect(fitting).toBeLessThan(4);
    const results = await Promise.all(ids.map((id) => t.gql(APPROVE, { id }, managerToken)));
    expect(results.filter((r) => r.data?.approveLeaveRequest)).toHaveLength(fitting);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'BAD_USER_INPUT')).toHaveLength(4 - fitting);
    const after = await balance(person.id, 100);
    expect(after.used).toBe(fitting * 10);
    expect(after.used).toBeLessThanOrEqual(after.total);
  });

  it('refuses sickness reported before last year and dates outside the supported range', async () => {
    const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests`);
    const year = Number(daysFromToday(0).slice(0, 4));
    const old = await attemptRequest(t, staffToken, {
      type: 'sickness',
      startDate: `${year - 2}-12-30`,
      endDate: `${year - 2}-12-31`,
    });
    expect(old.errors?.[0]).toMatchObject({
      message: 'Start date is too far in the past',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const far = await attemptRequest(t, staffToken, { type: 'pto', startDate: '9999-12-30', endDate: '9999-12-31' });
    expect(far.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests`);
    expect(after).toBe(before);
  });

  it('audits the requests a bulk approval was not allowed to approve', async () => {
    const outsider = await buildStaff(t, otherManager, { department: 'Sales' });
    const outsiderRequest = await submit(200, 200, await t.tokenFor(outsider));
    const report = await submit(210, 210);
    const managersOwn = await submit(220, 220, managerToken);
    const result = await t.gql<{
      bulkApproveLeaveRequests: { approved: { id: string }[]; failed: { id: string; message: string }[] };
    }>(
      `mutation ($ids: [ID!]) { bulkApproveLeaveRequests(ids: $ids) { approved { id } failed { id message } } }`,
      { ids: [report.id, outsiderRequest.id, managersOwn.id] },
      managerToken,
    );
    expect(result.data?.bulkApproveLeaveRequests.approved.map((r) => r.id)).toEqual([report.id]);
    expect(result.data?.bulkApproveLeaveRequests.failed.map((r) => r.id)).toEqual([outsiderRequest.id, managersOwn.id]);
    const statuses = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = ANY($1) ORDER BY status`, [
      [outsiderRequest.id, managersOwn.id],
    ]);
    expect(statuses).toEqual([{ status: 'pending' }, { status: 'pending' }]);
    const denied = await t.dataSource.query(
      `SELECT resource_id FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1 AND resource_id = $2`,
      [manager.id, managersOwn.id],
    );
    expect(denied).toHaveLength(1);
  });

  it('approves at most as many requests at once as the inbox lists, and changes nothing beyond', async () => {
    const report = await submit(230, 230);
    const ids = [report.id, ...Array.from({ length: PENDING_APPROVALS_SHOWN }, () => randomUUID())];
    const result = await t.gql(
      `mutation ($ids: [ID!]) { bulkApproveLeaveRequests(ids: $ids) { approved { id } } }`,
      { ids },
      managerToken,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: `At most ${PENDING_APPROVALS_SHOWN} requests can be approved at once (asked for ${PENDING_APPROVALS_SHOWN + 1})`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [{ status }] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [report.id]);
    expect(status).toBe('pending');
  });
});
