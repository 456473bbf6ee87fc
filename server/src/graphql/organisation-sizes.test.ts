import { buildAdmin, buildManager, buildStaff, buildTeam, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { OrganisationSizes } from './organisation-sizes';

describe('organisation sizes', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.tokenFor(await buildAdmin(t));
  });
  afterAll(() => t.close());

  it('reads the counts that bound lists from Postgres', async () => {
    const manager = await buildManager(t, { department: 'Sales' });
    for (let i = 0; i < 3; i++) await buildStaff(t, manager, { department: 'Sales' });
    await buildStaff(t, null, { department: null });
    const teamId = await buildTeam(t, adminToken);
    for (let i = 0; i < 2; i++) await buildUser(t, { teamId });
    await t.dataSource.query(
      `UPDATE policy_settings SET settings = settings || '{"blackoutDateRanges": [{"start": "2030-12-24", "end": "2030-12-26", "reason": "Closed"}]}'::jsonb WHERE id = 1`,
    );

    const sizes = await t.services.organisationSizes.refresh();
    expect(sizes).toMatchObject({
      people: 8,
      managers: 1,
      mostDirectReports: 3,
      teams: 1,
      largestTeam: 2,
      // Engineering, Sales and the people without a department.
      departments: 3,
      requestTypes: 3,
      activeRequestTypes: 3,
      holidays: 0,
      blackoutDateRanges: 1,
      departmentOverrides: 0,
    });
    expect(t.services.organisationSizes.current()).toBe(sizes);
  });

  it('reads them again in the background once they are older than allowed', async () => {
    // Never young enough: every answer starts a new reading.
    const sizes = new OrganisationSizes(t.dataSource, -1);
    const first = await sizes.refresh();
    await buildUser(t);
    // The answer is the last reading; the new one runs meanwhile (refresh joins it).
    expect(sizes.current()).toBe(first);
    const second = await sizes.refresh();
    expect(second.people).toBe(first.people + 1);
  });
});
