import { api } from '../../../../tests/rest/helpers';
import { buildHoliday, buildOrganisation } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';

const NEXT = `{ nextHoliday { id date name } }`;

describe('the next public holiday', () => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      tokens: { admin: adminToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, staff: {} }));
  });
  afterAll(() => t.close());

  it('is null over GraphQL and REST while no holiday lies ahead', async () => {
    await buildHoliday(t, adminToken, { date: daysFromToday(-3), name: 'Past Day' });
    expect((await t.gql(NEXT, {}, staffToken)).data).toEqual({ nextHoliday: null });
    const answer = await api(t, 'GET', '/holidays/next', { token: staffToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
  });

  it('is the first holiday from today on, over GraphQL and REST alike', async () => {
    await buildHoliday(t, adminToken, { date: daysFromToday(40), name: 'Later Day' });
    const soonId = await buildHoliday(t, adminToken, { date: daysFromToday(10), name: 'Autumn Day' });
    await buildHoliday(t, adminToken, { date: daysFromToday(11), name: 'Bank Day' });
    const expected = { id: soonId, date: daysFromToday(10), name: 'Autumn Day' };

    expect((await t.gql(NEXT, {}, staffToken)).data).toEqual({ nextHoliday: expected });
    expect((await api(t, 'GET', '/holidays/next', { token: staffToken })).body.data).toEqual(expected);

    const todayId = await buildHoliday(t, adminToken, { date: daysFromToday(0), name: 'Today Day' });
    expect((await t.gql<{ nextHoliday: { id: string } }>(NEXT, {}, staffToken)).data?.nextHoliday.id).toBe(todayId);
  });

  it('is refused without a sign-in on both transports', async () => {
    expect((await t.gql(NEXT)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const answer = await api(t, 'GET', '/holidays/next');
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});
