import { startTestApp, type TestApp } from '../../server/test/harness';
import { buildOrganisation, buildStaffWithToken } from '../../server/test/factories';
import { clock } from '../../server/src/lib/dates';
import { api, expectDocumented, snapshot } from './helpers';

const realNow = clock.now;

describe('REST: hourly leave', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    const { manager, tokens } = await buildOrganisation(t, { admin: {}, manager: {} });
    await t.gql(
      `mutation { createRequestType(input: { name: "appointment", displayName: "Appointment", maxDaysPerYear: 40, accrualRate: 0, unit: HOURS }) { id } }`,
      {},
      tokens.admin,
    );
    const staff = await buildStaffWithToken(t, manager);
    staffToken = staff.token;
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  it('submits an hourly request with startTime and endTime and answers its unit, times and hours', async () => {
    const answer = await api<Record<string, unknown>>(t, 'POST', '/pto/requests', {
      token: staffToken,
      body: {
        type: 'appointment',
        start_date: '2026-09-08',
        end_date: '2026-09-08',
        startTime: '09:00',
        endTime: '11:30',
      },
    });
    expect(answer.status).toBe(201);
    const request = answer.body.data as Record<string, unknown>;
    expect(request).toMatchObject({ days: 2.5, unit: 'hours', startTime: '09:00', endTime: '11:30', hours: 2.5 });
    expectDocumented('LeaveRequest', request);
    const [row] = await t.dataSource.query(
      `SELECT start_time::text AS start, end_time::text AS "end", days::float AS days FROM leave_requests WHERE id = $1`,
      [request.id],
    );
    expect(row).toEqual({ start: '09:00:00', end: '11:30:00', days: 2.5 });

    const whole = await api<Record<string, unknown>>(t, 'POST', '/pto/requests', {
      token: staffToken,
      body: { type: 'pto', start_date: '2026-09-10', end_date: '2026-09-10' },
    });
    expect(whole.body.data).toMatchObject({ unit: 'days', startTime: null, endTime: null, hours: null, days: 1 });

    const listed = await api<Record<string, unknown>[]>(t, 'GET', '/pto/requests', { token: staffToken });
    expect(listed.body.data.map((r) => [r.unit, r.hours])).toEqual([
      ['days', null],
      ['hours', 2.5],
    ]);
  });

  it('answers the unit of each balance', async () => {
    const answer = await api<{
      appointment: { pending: number; unit: string };
      appointment_unit: string;
      pto: { unit: string };
      balances: { type: string; unit: string; pending_days: number }[];
    }>(t, 'GET', '/pto/balances?year=2026', { token: staffToken });
    expect(answer.status).toBe(200);
    const byType = new Map(answer.body.data.balances.map((row) => [row.type, row]));
    expect(byType.get('appointment')).toMatchObject({ unit: 'hours', pending_days: 2.5 });
    expect(byType.get('pto')).toMatchObject({ unit: 'days' });
    // The per-type summary says its unit too, nested and flat.
    expect(answer.body.data.appointment).toMatchObject({ pending: 2.5, unit: 'hours' });
    expect(answer.body.data.appointment_unit).toBe('hours');
    expect(answer.body.data.pto.unit).toBe('days');
    for (const row of answer.body.data.balances) expectDocumented('Balance', row);
  });

  it('refuses a bad time with 400 and a message, storing nothing', async () => {
    const before = await snapshot(t, 'leave_requests');
    for (const [body, message] of [
      [{ startTime: '9am', endTime: '10:00' }, 'Start time must be a time written HH:MM'],
      [{ startTime: '11:00', endTime: '10:00' }, 'End time must be after start time'],
      [{ startTime: 9, endTime: '10:00' }, '`startTime` must be a string'],
      [{ startTime: '09:00', endTime: '10:00', type: 'pto' }, 'PTO is counted in days: leave out the times'],
    ] as const) {
      const answer = await api(t, 'POST', '/pto/requests', {
        token: staffToken,
        body: { type: 'appointment', start_date: '2026-09-09', end_date: '2026-09-09', ...body },
      });
      expect([answer.status, (answer.body as { message?: string }).message]).toEqual([400, message]);
    }
    expect(await snapshot(t, 'leave_requests')).toBe(before);
  });
});
