import { buildOrganisation, buildStaff } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';
import { clock } from '../../lib/dates';

const realNow = clock.now;
const REPORT = `query ($input: CustomReportInput!) { customReport(input: $input) {
  period { startDate endDate } periodLabel columns { key label } rows summary { key value } } }`;

interface Report {
  period: { startDate: string; endDate: string };
  periodLabel: string | null;
  columns: { key: string; label: string }[];
  rows: Record<string, unknown>[];
  summary: { key: string; value: string }[];
}

describe('custom reports: the leave year by default, hours apart from days', () => {
  let t: TestApp;
  let hrToken: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    const { manager, tokens } = await buildOrganisation(t, { admin: {}, hr: {}, manager: {} });
    hrToken = tokens.hr;
    await t.gql(
      `mutation { createRequestType(input: { name: "appointment", displayName: "Appointment", maxDaysPerYear: 40, accrualRate: 0, unit: HOURS }) { id } }`,
      {},
      tokens.admin,
    );
    const person = await buildStaff(t, manager, { firstName: 'Hanna', lastName: 'Hours' });
    const approved = {
      userId: person.id,
      status: 'approved' as const,
      createdAt: new Date('2026-04-20T09:00:00Z'),
      decidedAfterHours: 1,
    };
    await insertRequest(t, {
      ...approved,
      type: 'appointment',
      startDate: '2026-05-04',
      endDate: '2026-05-04',
      days: 2.5,
    });
    await insertRequest(t, { ...approved, type: 'other', startDate: '2026-05-11', endDate: '2026-05-11', days: 1 });
    await insertRequest(t, { ...approved, type: 'pto', startDate: '2026-02-02', endDate: '2026-02-03', days: 2 });
    // An April leave year: 2026/27 runs from 1 April 2026.
    await t.dataSource.query(
      `UPDATE policy_settings SET settings = jsonb_set(settings, '{leaveYearStartMonth}', '4') WHERE id = 1`,
    );
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const report = async (input: Record<string, unknown>) => {
    const answer = await t.gql<{ customReport: Report }>(REPORT, { input }, hrToken);
    expect(answer.errors).toBeUndefined();
    return answer.data!.customReport;
  };
  const rowOf = (result: Report) => result.rows.find((row) => row.name === 'Hanna Hours')!;

  it('covers the current leave year to today when no dates are given, labelled 2026/27', async () => {
    const result = await report({});
    expect(result.period).toEqual({ startDate: '2026-04-01', endDate: '2026-06-15' });
    expect(result.periodLabel).toBe('2026/27');
    // February's PTO is in the leave year before.
    expect(rowOf(result)).toMatchObject({ ptoDays: 0, otherDays: 1, otherHours: 2.5 });
    const chosen = await report({ startDate: '2026-01-01', endDate: '2026-06-15' });
    expect(chosen.periodLabel).toBeNull();
    expect(rowOf(chosen)).toMatchObject({ ptoDays: 2 });
  });

  it('counts an hourly type in its own column, never added to days', async () => {
    const result = await report({});
    expect(result.columns.map((column) => column.label)).toContain('Other hours');
    expect(result.summary).toContainEqual({ key: 'Total other hours', value: '2.5' });
    const response = await fetch(`${t.url}/api/analytics/reports/export.csv`, {
      headers: { authorization: `Bearer ${hrToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('pto_utilization_2026-04-01_2026-06-15.csv');
    const [header, ...lines] = (await response.text()).split('\r\n');
    const columns = header.split(',');
    const cells = lines.find((line) => line.startsWith('Hanna Hours'))!.split(',');
    expect(cells[columns.indexOf('Other days')]).toBe('1');
    expect(cells[columns.indexOf('Other hours')]).toBe('2.5');
  });

  it('answers the same default period over REST, with its label', async () => {
    const response = await fetch(`${t.url}/api/analytics/reports/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hrToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    const body = (await response.json()) as { data: { period: unknown; periodLabel: string } };
    expect(body.data).toMatchObject({
      period: { startDate: '2026-04-01', endDate: '2026-06-15' },
      periodLabel: '2026/27',
    });
  });
});
