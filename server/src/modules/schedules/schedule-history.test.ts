import { buildLocation, buildOrganisation, buildStaffWithToken, moveToLocation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users';

const realNow = clock.now;
const SET = `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`;
const BETWEEN = `query ($id: ID!, $start: Date!, $end: Date!) {
  user(id: $id) { workSchedulesBetween(start: $start, end: $end) { effectiveFrom effectiveTo workingDays } }
}`;

describe('a person’s schedule periods over a range, for calendars', () => {
  let t: TestApp;
  let manager: UserEntity;
  let adminToken: string;
  let managerToken: string;
  let person: { user: UserEntity; token: string };

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    ({
      manager,
      tokens: { admin: adminToken, manager: managerToken },
    } = await buildOrganisation(t, { admin: {}, manager: {} }));
    person = await buildStaffWithToken(t, manager);
    for (const [effectiveFrom, template] of [
      ['2026-01-01', 'full_time'],
      ['2026-09-16', 'three_days'],
      ['2027-01-01', 'four_days'],
    ])
      expect(
        (await t.gql(SET, { input: { userId: person.user.id, effectiveFrom, template } }, adminToken)).errors,
      ).toBeUndefined();
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const between = (token: string, start: string, end: string) =>
    t.gql<{
      user: { workSchedulesBetween: { effectiveFrom: string; effectiveTo: string | null; workingDays: string[] }[] };
    }>(BETWEEN, { id: person.user.id, start, end }, token);

  it('answers the periods in force in the range, earliest first, so each day is shaded by its own', async () => {
    const answer = await between(person.token, '2026-09-01', '2026-10-11');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.user.workSchedulesBetween).toEqual([
      {
        effectiveFrom: '2026-01-01',
        effectiveTo: '2026-09-15',
        workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      },
      { effectiveFrom: '2026-09-16', effectiveTo: '2026-12-31', workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'] },
    ]);
    const manager = await between(managerToken, '2026-12-20', '2027-01-10');
    expect(manager.data!.user.workSchedulesBetween.map((period) => period.effectiveFrom)).toEqual([
      '2026-09-16',
      '2027-01-01',
    ]);
  });

  it('refuses a reversed or too long range with BAD_USER_INPUT', async () => {
    for (const [start, end, message] of [
      ['2026-10-01', '2026-09-01', 'Start date cannot be after end date'],
      ['2026-01-01', '2027-06-01', 'A schedule range cannot span more than 366 days'],
    ]) {
      const answer = await between(person.token, start, end);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('shows nothing to a colleague who does not see the person’s details', async () => {
    const colleague = await buildStaffWithToken(t, manager);
    const answer = await between(colleague.token, '2026-09-01', '2026-10-11');
    expect(answer.data?.user?.workSchedulesBetween ?? []).toEqual([]);
  });

  it('answers the schedule in force on the person’s own today: in Auckland the new one has begun', async () => {
    const auckland = await buildLocation(t, adminToken, {
      name: 'Auckland office',
      countryCode: 'NZ',
      timeZone: 'Pacific/Auckland',
    });
    const there = await buildStaffWithToken(t, manager);
    await moveToLocation(t, adminToken, there.user.id, auckland);
    for (const [effectiveFrom, template] of [
      ['2026-01-01', 'full_time'],
      ['2026-09-16', 'three_days'],
    ])
      expect(
        (await t.gql(SET, { input: { userId: there.user.id, effectiveFrom, template } }, adminToken)).errors,
      ).toBeUndefined();
    const current = (id: string) =>
      t.gql<{ user: { workSchedule: { effectiveFrom: string } | null } }>(
        `query ($id: ID!) { user(id: $id) { workSchedule { effectiveFrom } } }`,
        { id },
        managerToken,
      );
    // 13:00 UTC on 15 September: 01:00 on the 16th in Auckland, still the 15th at the head office.
    clock.now = () => new Date('2026-09-15T13:00:00Z');
    try {
      expect((await current(there.user.id)).data!.user.workSchedule?.effectiveFrom).toBe('2026-09-16');
      expect((await current(person.user.id)).data!.user.workSchedule?.effectiveFrom).toBe('2026-01-01');
    } finally {
      clock.now = () => new Date('2026-06-15T10:00:00Z');
    }
  });
});
