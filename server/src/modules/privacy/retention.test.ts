import { buildOrganisation, buildStaff } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { Scheduler } from '../../jobs/scheduler';
import { scheduledWorkOf } from '../../kernel/assemble';
import { pseudonymOf } from './personal-data';

const SETTINGS = `query { privacySettings { retentionMonths } }`;
const UPDATE = `mutation ($months: Int) { updatePrivacySettings(retentionMonths: $months) { retentionMonths } }`;

describe('retention of leavers’ personal data', () => {
  let t: TestApp;
  let tokens: { admin: string; hr: string; staff: string };

  beforeAll(async () => {
    t = await startTestApp();
    ({ tokens } = await buildOrganisation(t, { admin: {}, hr: {}, staff: {} }));
  });
  afterAll(() => t.close());

  const namesOf = async (ids: string[]) =>
    (
      await t.dataSource.query(`SELECT id, first_name || ' ' || last_name AS name FROM users WHERE id = ANY ($1)`, [
        ids,
      ])
    ).reduce((all: Record<string, string>, row: { id: string; name: string }) => ({ ...all, [row.id]: row.name }), {});

  it('is off by default, and only administrators read or change it', async () => {
    expect((await t.gql(SETTINGS, {}, tokens.admin)).data).toEqual({ privacySettings: { retentionMonths: null } });
    for (const token of [tokens.hr, tokens.staff]) {
      expect((await t.gql(SETTINGS, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(UPDATE, { months: 6 }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const [row] = await t.dataSource.query(`SELECT retention_months FROM privacy_settings`);
    expect(row.retention_months).toBeNull();
  });

  it('refuses a retention outside 1-120 months on every transport, changing nothing', async () => {
    for (const months of [0, -3, 121]) {
      const result = await t.gql(UPDATE, { months }, tokens.admin);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const body of [{ retention_months: 'soon' }, { retention_months: 1.5 }, {}]) {
      const response = await fetch(`${t.url}/api/admin/privacy-settings`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
    const [row] = await t.dataSource.query(`SELECT retention_months FROM privacy_settings`);
    expect(row.retention_months).toBeNull();
  });

  it('erases only leavers whose last day is more than N months ago, once, and reports it in the audit log', async () => {
    const longGone = await buildStaff(t, null, {
      firstName: 'Long',
      lastName: 'Gone',
      employmentEndDate: daysFromToday(-250),
    });
    const alsoGone = await buildStaff(t, null, {
      firstName: 'Also',
      lastName: 'Gone',
      isActive: false,
      employmentEndDate: daysFromToday(-400),
    });
    const recent = await buildStaff(t, null, {
      firstName: 'Recently',
      lastName: 'Left',
      employmentEndDate: daysFromToday(-60),
    });
    const leaving = await buildStaff(t, null, {
      firstName: 'Soon',
      lastName: 'Leaving',
      employmentEndDate: daysFromToday(30),
    });
    const deactivated = await buildStaff(t, null, { firstName: 'No', lastName: 'Lastday', isActive: false });
    const everyone = [longGone, alsoGone, recent, leaving, deactivated].map((person) => person.id);

    // Off: the schedule does nothing.
    const work = scheduledWorkOf(t.services.modules).get('privacy-retention')!;
    await work.run({}, { id: 'off' } as never);
    expect(Object.values(await namesOf(everyone))).not.toContain(pseudonymOf(longGone.id).name);

    expect((await t.gql(UPDATE, { months: 6 }, tokens.admin)).data).toEqual({
      updatePrivacySettings: { retentionMonths: 6 },
    });

    // Two replicas' schedulers tick for the same period: the job is enqueued once.
    const definitions = [{ name: 'privacy-retention', schedule: work.cron }];
    const now = new Date();
    const enqueued = await Promise.all([
      new Scheduler(t.dataSource, t.services.jobs, definitions).tick(now),
      new Scheduler(t.dataSource, t.services.jobs, definitions).tick(now),
    ]);
    expect(enqueued.flat()).toEqual(['privacy-retention']);
    // And two runs at once (a retried job beside the first) erase each person once.
    await Promise.all([work.run({}, { id: 'a' } as never), work.run({}, { id: 'b' } as never)]);

    expect(await namesOf(everyone)).toEqual({
      [longGone.id]: pseudonymOf(longGone.id).name,
      [alsoGone.id]: pseudonymOf(alsoGone.id).name,
      [recent.id]: 'Recently Left',
      [leaving.id]: 'Soon Leaving',
      [deactivated.id]: 'No Lastday',
    });
    const erasures = await t.dataSource.query(
      `SELECT resource_id, actor_id, details FROM audit_logs WHERE action = 'personal_data.erased' ORDER BY resource_id`,
    );
    expect(erasures).toEqual(
      [longGone, alsoGone]
        .map((person) => ({
          resource_id: person.id,
          actor_id: null,
          details: { pseudonym: pseudonymOf(person.id).name, automatic: true, retentionMonths: 6 },
        }))
        .sort((a, b) => a.resource_id.localeCompare(b.resource_id)),
    );
    const runs = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'personal_data.retention_applied'`,
    );
    expect(
      runs.map((run: { details: { erased: number } }) => run.details.erased).reduce((a: number, b: number) => a + b, 0),
    ).toBe(2);
    expect(await t.dataSource.query(`SELECT user_id FROM personal_data_erasures WHERE automatic`)).toHaveLength(2);
  });
});
