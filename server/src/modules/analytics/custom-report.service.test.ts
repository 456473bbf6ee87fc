import { buildAdmin, buildManager, buildStaff } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const REPORT = `query ($input: CustomReportInput!) { customReport(input: $input) {
  reportType title period { startDate endDate } departments summary { key value } columns { key label } rows totalRows } }`;

/**
 * Manager M manages P (Engineering, 20 PTO days in 2025) and Q (Sales, 25 days). In March–April 2025:
 * R1 P PTO approved by M after 10 h (2 days, starts 20 March); R2 P sickness approved by M after
 * 50 h (half a day, submitted 31 March 23:59:59, starts 1 April); R3 Q PTO rejected by M after 20 h
 * (submitted 1 April 00:00); R4 Q PTO approved automatically after 30 min (2.5 days); R5 P pending;
 * R6 Q cancelled.
 */
describe('custom reports', () => {
  let t: TestApp;
  let m: UserEntity, p: UserEntity, q: UserEntity;
  let managerToken: string;
  let staffToken: string;
  const period = { startDate: '2025-03-01', endDate: '2025-04-30' };

  beforeAll(async () => {
    t = await startTestApp();
    m = await buildManager(t, { jobTitle: 'Engineering Manager' });
    p = await buildStaff(t, m, { firstName: 'Pat', lastName: 'Able' });
    q = await buildStaff(t, m, {
      department: 'Sales',
      firstName: `=cmd|' /C calc'!A0`,
      lastName: 'Smith, Jr.',
    });
    for (const [user, total] of [
      [p, 20],
      [q, 25],
    ] as const) {
      await t.dataSource.query(
        `INSERT INTO leave_balances (user_id, request_type_id, year, total_days) VALUES ($1, (SELECT id FROM request_types WHERE name = 'pto'), 2025, $2)`,
        [user.id, total],
      );
    }
    const at = (iso: string) => new Date(iso);
    await insertRequest(t, {
      userId: p.id,
      status: 'approved',
      startDate: '2025-03-20',
      endDate: '2025-03-21',
      days: 2,
      createdAt: at('2025-03-10T09:00:00Z'),
      decidedAfterHours: 10,
      approverId: m.id,
    });
    await insertRequest(t, {
      userId: p.id,
      type: 'sickness',
      status: 'approved',
      startDate: '2025-04-01',
      endDate: '2025-04-01',
      startHalfDay: true,
      days: 0.5,
      createdAt: at('2025-03-31T23:59:59Z'),
      decidedAfterHours: 50,
      approverId: m.id,
    });
    await insertRequest(t, {
      userId: q.id,
      status: 'rejected',
      startDate: '2025-04-10',
      endDate: '2025-04-11',
      days: 2,
      createdAt: at('2025-04-01T00:00:00Z'),
      decidedAfterHours: 20,
      approverId: m.id,
    });
    await insertRequest(t, {
      userId: q.id,
      status: 'approved',
      startDate: '2025-04-20',
      endDate: '2025-04-22',
      endHalfDay: true,
      days: 2.5,
      createdAt: at('2025-04-15T12:00:00Z'),
      decidedAfterHours: 0.5,
    });
    await insertRequest(t, {
      userId: p.id,
      status: 'pending',
      startDate: '2025-05-05',
      endDate: '2025-05-05',
      days: 1,
      createdAt: at('2025-04-20T08:00:00Z'),
    });
    await insertRequest(t, {
      userId: q.id,
      status: 'cancelled',
      startDate: '2025-04-25',
      endDate: '2025-04-25',
      days: 1,
      createdAt: at('2025-04-21T08:00:00Z'),
    });
    managerToken = await t.tokenFor(m);
    staffToken = await t.tokenFor(p);
  });
  afterAll(() => t.close());

  async function report(input: Record<string, unknown>) {
    const result = await t.gql<{
      customReport: {
        summary: { key: string; value: string }[];
        rows: Record<string, unknown>[];
        departments: string[];
      } & Record<string, unknown>;
    }>(REPORT, { input: { ...period, ...input } }, managerToken);
    if (!result.data?.customReport) throw new Error(JSON.stringify(result.errors));
    return {
      ...result.data.customReport,
      summary: Object.fromEntries(result.data.customReport.summary.map((item) => [item.key, item.value])),
    };
  }

  it('reports PTO utilization per person against their allowance', async () => {
    const result = await report({});
    expect(result).toMatchObject({
      reportType: 'PTO_UTILIZATION',
      title: 'PTO Utilization Report',
      period,
      totalRows: 2,
    });
    expect(result.rows).toEqual([
      {
        name: 'Pat Able',
        email: p.email,
        department: 'Engineering',
        ptoAllowance: 20,
        ptoDays: 2,
        sicknessDays: 0.5,
        otherDays: 0,
        otherHours: 0,
        utilization: 10,
      },
      {
        name: `=cmd|' /C calc'!A0 Smith, Jr.`,
        email: q.email,
        department: 'Sales',
        ptoAllowance: 25,
        ptoDays: 2.5,
        sicknessDays: 0,
        otherDays: 0,
        otherHours: 0,
        utilization: 10,
      },
    ]);
    expect(result.summary).toEqual({
      Employees: '2',
      'Total PTO days': '4.5',
      'Total sickness days': '0.5',
      'Total other hours': '0',
      'Average PTO days per employee': '2.25',
      'Average utilization %': '10',
    });
  });

  it('reports approval performance per approver, automatic approvals apart', async () => {
    const result = await report({ reportType: 'APPROVAL_PERFORMANCE' });
    expect(result.rows).toEqual([
      {
        approver: `${m.firstName} ${m.lastName}`,
        email: m.email,
        decided: 3,
        approved: 2,
        rejected: 1,
        approvalRate: 66.67,
        avgResponseHours: 26.67,
        withinTarget: 2,
      },
      {
        approver: 'Automatic',
        email: null,
        decided: 1,
        approved: 1,
        rejected: 0,
        approvalRate: 100,
        avgResponseHours: 0.5,
        withinTarget: 1,
      },
    ]);
    expect(result.summary).toEqual({
      Approvers: '2',
      Decisions: '4',
      'Approval rate %': '75',
      'Decided within 48 h %': '75',
    });
  });

  it('compares the departments it is asked for (comma-separated, trimmed)', async () => {
    const result = await report({ reportType: 'DEPARTMENT_COMPARISON', departments: [' engineering, ', ''] });
    expect(result.departments).toEqual(['engineering']);
    expect(result.rows).toEqual([
      {
        department: 'Engineering',
        employees: 1,
        requests: 3,
        approved: 2,
        rejected: 0,
        approvalRate: 66.67,
        ptoDays: 2,
        sicknessDays: 0.5,
        avgPtoPerEmployee: 2,
      },
    ]);
  });

  it('summarises each month of the period, splitting at the month boundary', async () => {
    const result = await report({ reportType: 'MONTHLY_SUMMARY' });
    expect(result.rows).toEqual([
      {
        month: '2025-03',
        requests: 2,
        approved: 2,
        rejected: 0,
        pending: 0,
        cancelled: 0,
        ptoDays: 2,
        sicknessDays: 0,
        avgProcessingHours: 30,
      },
      {
        month: '2025-04',
        requests: 3,
        approved: 1,
        rejected: 1,
        pending: 1,
        cancelled: 1,
        ptoDays: 2.5,
        sicknessDays: 0.5,
        avgProcessingHours: 10.25,
      },
    ]);
  });

  it('gives administrators the same figures from the organisation-wide summaries', async () => {
    const adminToken = await t.tokenFor(await buildAdmin(t, { jobTitle: 'Administrator', department: 'Finance' }));
    const asAdmin = async (input: Record<string, unknown>) =>
      (await t.gql<{ customReport: { rows: unknown[] } }>(REPORT, { input: { ...period, ...input } }, adminToken)).data!
        .customReport.rows;
    expect(await asAdmin({ reportType: 'MONTHLY_SUMMARY' })).toEqual(
      (await report({ reportType: 'MONTHLY_SUMMARY' })).rows,
    );
    expect(await asAdmin({ reportType: 'DEPARTMENT_COMPARISON', departments: ['Sales'] })).toEqual(
      (await report({ reportType: 'DEPARTMENT_COMPARISON', departments: ['Sales'] })).rows,
    );
  });

  it('refuses a period that ends before it starts, and staff', async () => {
    const backwards = await t.gql(REPORT, { input: { startDate: '2025-05-01', endDate: '2025-04-01' } }, managerToken);
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'Start date cannot be after end date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const byStaff = await t.gql(REPORT, { input: period }, staffToken);
    expect(byStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('downloads a report as CSV with neutralised formulas', async () => {
    const response = await fetch(
      `${t.url}/api/analytics/reports/export.csv?reportType=pto_utilization&startDate=2025-03-01&endDate=2025-04-30`,
      { headers: { authorization: `Bearer ${managerToken}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="pto_utilization_2025-03-01_2025-04-30.csv"',
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Department,PTO allowance,PTO days,Sickness days,Other days,Other hours,Utilization %',
    );
    expect(lines[1]).toBe(`Pat Able,${p.email},Engineering,20,2,0.5,0,0,10`);
    expect(lines[2]).toBe(`"'=cmd|' /C calc'!A0 Smith, Jr.",${q.email},Sales,25,2.5,0,0,0,10`);
  });

  it('answers 401 and 403 on the CSV route without a token or for staff', async () => {
    const path = `${t.url}/api/analytics/reports/export.csv?startDate=2025-03-01&endDate=2025-04-30`;
    expect((await fetch(path)).status).toBe(401);
    const forbidden = await fetch(path, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
