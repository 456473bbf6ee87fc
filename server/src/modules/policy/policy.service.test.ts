import { attemptRequest, buildOrganisation, buildStaffWithToken, setPolicy } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const POLICY = `{ policySettings { defaultPtoDays defaultSicknessDays defaultOtherDays allowNegativeBalance requireManagerApproval autoApprovalDelay escalationDelay dayCounting blackoutDates blackoutDateRanges { start end reason } } }`;
const UPDATE_POLICY = `mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) { defaultPtoDays autoApprovalDelay escalationDelay dayCounting } }`;
const ADD_HOLIDAY = `mutation ($input: HolidayInput!) { addHoliday(input: $input) { id date name } }`;
const APPROVE = `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id status approver { id } } }`;

/** The first date `weekday` (0 = Sunday … 6 = Saturday, UTC) at least `minDays` from today. */
function nextWeekday(weekday: number, minDays: number): number {
  for (let offset = minDays; ; offset++)
    if (new Date(`${daysFromToday(offset)}T00:00:00Z`).getUTCDay() === weekday) return offset;
}

describe('leave policy', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let hrToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      manager,
      tokens: { admin: adminToken, staff: staffToken, hr: hrToken },
    } = await buildOrganisation(t, {
      admin: { department: 'Operations' },
      hr: {},
      manager: { jobTitle: 'Engineering Manager' },
      staff: {},
    }));
  });
  afterAll(() => t.close());

  const storedSettings = async () =>
    (await t.dataSource.query(`SELECT settings FROM policy_settings WHERE id = 1`))[0].settings as Record<
      string,
      unknown
    >;
  const requestCount = async (userId: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests WHERE user_id = $1`, [userId]))[0]
      .count as number;

  async function submit(token: string, start: number, end: number, type = 'pto') {
    return attemptRequest(t, token, { type, startDate: daysFromToday(start), endDate: daysFromToday(end) });
  }

  describe('reading and saving', () => {
    it('shows the spec defaults to any signed-in person and nothing without a token', async () => {
      const result = await t.gql<{ policySettings: Record<string, unknown> }>(POLICY, {}, staffToken);
      expect(result.data?.policySettings).toMatchObject({
        defaultPtoDays: 25,
        defaultSicknessDays: 10,
        defaultOtherDays: 5,
        allowNegativeBalance: false,
        requireManagerApproval: true,
        autoApprovalDelay: 30,
        escalationDelay: 24,
        dayCounting: 'CALENDAR_DAYS',
        blackoutDates: [],
        blackoutDateRanges: [],
      });
      expect((await t.gql(POLICY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('lets HR and administrators save, auditing refusals, and changes nothing when refused', async () => {
      const before = await storedSettings();
      expect((await t.gql(UPDATE_POLICY, { input: { defaultPtoDays: 40 } })).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(
        (await t.gql(UPDATE_POLICY, { input: { defaultPtoDays: 40 } }, staffToken)).errors?.[0].extensions?.code,
      ).toBe('FORBIDDEN');
      expect(await storedSettings()).toEqual(before);
      const [{ denied }] = await t.dataSource.query(
        `SELECT count(*)::int AS denied FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = 'Mutation.updatePolicySettings'`,
      );
      expect(denied).toBe(1);
      const byHr = await t.gql(UPDATE_POLICY, { input: { defaultPtoDays: 40 } }, hrToken);
      expect(byHr.errors).toBeUndefined();
      expect(await storedSettings()).toEqual({ ...before, defaultPtoDays: 40 });
      const restored = await t.gql(UPDATE_POLICY, { input: { defaultPtoDays: before.defaultPtoDays } }, hrToken);
      expect(restored.errors).toBeUndefined();
      expect(await storedSettings()).toEqual(before);
    });

    it('changes only the fields given and audits which ones changed', async () => {
      const before = await storedSettings();
      const result = await t.gql<{ updatePolicySettings: { defaultPtoDays: number } }>(
        UPDATE_POLICY,
        { input: { defaultPtoDays: 27.5, defaultOtherDays: before.defaultOtherDays } },
        adminToken,
      );
      expect(result.data?.updatePolicySettings.defaultPtoDays).toBe(27.5);
      expect(await storedSettings()).toEqual({ ...before, defaultPtoDays: 27.5 });
      const [audit] = await t.dataSource.query(
        `SELECT details FROM audit_logs WHERE action = 'policy.updated' AND actor_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [admin.id],
      );
      expect(audit.details.changed).toEqual(['defaultPtoDays']);
      await setPolicy(t, adminToken, { defaultPtoDays: 25 });
    });

    it('accepts the ends of every range', async () => {
      await setPolicy(t, adminToken, {
        defaultSicknessDays: 0,
        maxCarryoverDays: 365,
        autoApprovalDelay: 86400,
        escalationDelay: 168,
      });
      expect(await storedSettings()).toMatchObject({
        defaultSicknessDays: 0,
        maxCarryoverDays: 365,
        autoApprovalDelay: 86400,
        escalationDelay: 168,
      });
      await setPolicy(t, adminToken, {
        defaultSicknessDays: 10,
        maxCarryoverDays: 5,
        autoApprovalDelay: 30,
        escalationDelay: 24,
      });
    });

    it.each([
      [{ defaultPtoDays: 365.5 }, 'defaultPtoDays must be between 0 and 365'],
      [{ defaultSicknessDays: -1 }, 'defaultSicknessDays must be between 0 and 365'],
      [{ maxCarryoverDays: 1000 }, 'maxCarryoverDays must be between 0 and 365'],
      [{ autoApprovalDelay: 86401 }, 'Auto-approval delay must be between 0 and 86400 seconds'],
      [{ autoApprovalDelay: -1 }, 'Auto-approval delay must be between 0 and 86400 seconds'],
      [{ escalationDelay: 169 }, 'Escalation delay must be between 0 and 168 hours'],
      [{ blackoutDateRanges: [{ start: '2030-01-01', end: '2030-01-05', reason: '  ' }] }, 'Please fill in all fields'],
      [
        { departmentOverrides: [{ department: ' ', ptoDays: 20, sicknessDays: 5, otherDays: 5 }] },
        'Please select a department',
      ],
      [{ roleOverrides: [{ role: '', ptoDays: 20, sicknessDays: 5, otherDays: 5 }] }, 'Please enter a role'],
      [{ defaultPtoDays: 30, escalationDelay: 200 }, 'Escalation delay must be between 0 and 168 hours'],
    ])('refuses %j with "%s" and changes nothing', async (input, message) => {
      const before = await storedSettings();
      const result = await t.gql(UPDATE_POLICY, { input }, adminToken);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await storedSettings()).toEqual(before);
    });

    it('refuses a blackout range without an end', async () => {
      const before = await storedSettings();
      const result = await t.gql(
        UPDATE_POLICY,
        { input: { blackoutDateRanges: [{ start: '2030-01-01', reason: 'Stocktake' }] } },
        adminToken,
      );
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(await storedSettings()).toEqual(before);
    });
  });

  describe('applied to requests', () => {
    afterEach(() =>
      setPolicy(t, adminToken, {
        blackoutDates: [],
        blackoutDateRanges: [],
        dayCounting: 'CALENDAR_DAYS',
        requireManagerApproval: true,
        autoApprovalDelay: 30,
        escalationDelay: 24,
      }),
    );

    it('refuses a request that includes a blackout date or overlaps a blackout range, and accepts one between them', async () => {
      const { user: person, token } = await buildStaffWithToken(t, manager);
      await setPolicy(t, adminToken, {
        blackoutDates: [daysFromToday(30)],
        blackoutDateRanges: [{ start: daysFromToday(40), end: daysFromToday(45), reason: 'Year-end close' }],
      });
      for (const [start, end] of [
        [29, 31],
        [30, 30],
        [38, 40],
        [44, 47],
        [41, 42],
      ]) {
        const result = await submit(token, start, end);
        expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect(await requestCount(person.id)).toBe(0);
      const between = await submit(token, 31, 39);
      expect(between.data?.submitLeaveRequest.status).toBe('PENDING');
    });

    it('counts working days when the policy says so: Friday to Monday is 2 days, and a public holiday is excluded', async () => {
      const { user: person, token } = await buildStaffWithToken(t, manager);
      await setPolicy(t, adminToken, { dayCounting: 'WORKING_DAYS' });
      const friday = nextWeekday(5, 14);
      const weekend = await submit(token, friday, friday + 3);
      expect(weekend.data?.submitLeaveRequest.days).toBe(2);

      const monday = nextWeekday(1, friday + 7);
      const holiday = await t.gql(
        ADD_HOLIDAY,
        { input: { date: daysFromToday(monday + 1), name: 'Founders Day' } },
        adminToken,
      );
      expect(holiday.errors).toBeUndefined();
      const withHoliday = await submit(token, monday, monday + 2);
      expect(withHoliday.data?.submitLeaveRequest.days).toBe(2);
      const rows = await t.dataSource.query(
        `SELECT days::float AS days FROM leave_requests WHERE user_id = $1 ORDER BY start_date`,
        [person.id],
      );
      expect(rows).toEqual([{ days: 2 }, { days: 2 }]);

      const onlyWeekend = await submit(token, friday + 8, friday + 9);
      expect(onlyWeekend.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('has the job queue approve a request when manager approval is not required', async () => {
      const { user: person, token } = await buildStaffWithToken(t, manager);
      await setPolicy(t, adminToken, { requireManagerApproval: false, autoApprovalDelay: 0 });
      const submitted = await submit(token, 60, 62);
      expect(submitted.data?.submitLeaveRequest.status).toBe('PENDING');
      const year = Number(daysFromToday(60).slice(0, 4));
      const balance = async () =>
        (
          await t.dataSource.query(
            `SELECT b.used_days::float AS used, b.pending_days::float AS pending FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
            [person.id, year],
          )
        )[0];
      expect(await balance()).toEqual({ used: 0, pending: 3 });

      await t.services.jobs.drain();

      const [row] = await t.dataSource.query(
        `SELECT status, approver_id, approved_at FROM leave_requests WHERE id = $1`,
        [submitted.data!.submitLeaveRequest.id],
      );
      expect(row).toMatchObject({ status: 'approved', approver_id: null });
      expect(row.approved_at).toBeInstanceOf(Date);
      expect(await balance()).toEqual({ used: 3, pending: 0 });
    });

    it('leaves requests pending for the manager while manager approval is required', async () => {
      const { token } = await buildStaffWithToken(t, manager);
      const submitted = await submit(token, 70, 70);
      await t.services.jobs.drain();
      const [row] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [
        submitted.data!.submitLeaveRequest.id,
      ]);
      expect(row.status).toBe('pending');
    });

    it('escalates a request pending longer than the escalation delay, after which HR may approve it', async () => {
      const { token } = await buildStaffWithToken(t, manager);
      await setPolicy(t, adminToken, { escalationDelay: 1 });
      const submitted = await submit(token, 80, 81);
      const id = submitted.data!.submitLeaveRequest.id;

      const inbox = async () =>
        (
          (await t.gql<{ pendingApprovals: { id: string }[] }>(`{ pendingApprovals { id } }`, {}, hrToken)).data
            ?.pendingApprovals ?? []
        ).map((r) => r.id);
      const early = await t.gql(APPROVE, { id }, hrToken);
      expect(early.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await inbox()).not.toContain(id);
      expect(await t.services.leaveRequests.escalateOverdue()).not.toContain(id);

      await t.dataSource.query(`UPDATE leave_requests SET created_at = now() - interval '2 hours' WHERE id = $1`, [id]);
      expect(await t.services.leaveRequests.escalateOverdue()).toContain(id);
      const [escalated] = await t.dataSource.query(`SELECT status, escalated_at FROM leave_requests WHERE id = $1`, [
        id,
      ]);
      expect(escalated.status).toBe('pending');
      expect(escalated.escalated_at).toBeInstanceOf(Date);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'leave_request.escalated' AND resource_id = $1`,
        [id],
      );
      expect(count).toBe(1);
      expect(await inbox()).toContain(id);

      const approved = await t.gql<{ approveLeaveRequest: { status: string; approver: { id: string } } }>(
        APPROVE,
        { id },
        hrToken,
      );
      expect(approved.errors).toBeUndefined();
      expect(approved.data?.approveLeaveRequest.status).toBe('APPROVED');
      const [row] = await t.dataSource.query(`SELECT status, approver_id FROM leave_requests WHERE id = $1`, [id]);
      expect(row.status).toBe('approved');
      expect(row.approver_id).not.toBe(manager.id);
    });
  });
});
