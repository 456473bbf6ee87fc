import ICAL from 'ical.js';
import { buildLocation, buildOrganisation, buildStaffWithToken, moveToLocation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { hoursAgo, insertRequest } from '../../../test/leave-fixtures';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users';

const realNow = clock.now;
const RESET = `mutation ($kind: CalendarFeedKind!) { resetCalendarFeedUrl(kind: $kind) { path } }`;

interface Timed {
  summary: string;
  description: string;
  allDay: boolean;
  zone: string | null;
  start: string;
  end: string;
}

/** The feed's events as a calendar client reads them, the zones it defines registered first. */
function eventsOf(body: string): Map<string, Timed> {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    return new Map(
      calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        const instant = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
        return [
          event.uid,
          {
            summary: event.summary,
            description: event.description,
            allDay: event.startDate.isDate,
            zone: (component.getFirstProperty('dtstart')!.getParameter('tzid') as string | undefined) ?? null,
            start: instant(event.startDate),
            end: instant(event.endDate),
          },
        ];
      }),
    );
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  }
}

describe('calendar feeds: hourly leave', () => {
  let t: TestApp;
  let manager: UserEntity;
  let managerToken: string;
  let person: { user: UserEntity; token: string };
  let colleague: { user: UserEntity; token: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    let adminToken: string;
    ({
      manager,
      tokens: { admin: adminToken, manager: managerToken },
    } = await buildOrganisation(t, { admin: {}, manager: {} }));
    await t.gql(
      `mutation { createRequestType(input: { name: "appointment", displayName: "Appointment", maxDaysPerYear: 40, accrualRate: 0, unit: HOURS }) { id } }`,
      {},
      adminToken,
    );
    const munich = await buildLocation(t, adminToken, {
      name: 'Munich',
      countryCode: 'DE',
      regionCode: 'BY',
      timeZone: 'Europe/Berlin',
    });
    person = await buildStaffWithToken(t, manager, { firstName: 'Hanna', lastName: 'Hours' });
    colleague = await buildStaffWithToken(t, manager, { firstName: 'Cora', lastName: 'Colleague' });
    await moveToLocation(t, adminToken, person.user.id, munich);
    const hourly = async (startDate: string, startTime: string, endTime: string, days: number) => {
      const id = await insertRequest(t, {
        userId: person.user.id,
        status: 'approved',
        type: 'appointment',
        startDate,
        endDate: startDate,
        days,
        createdAt: hoursAgo(2),
        decidedAfterHours: 1,
        approverId: manager.id,
      });
      await t.dataSource.query(`UPDATE leave_requests SET start_time = $2, end_time = $3 WHERE id = $1`, [
        id,
        startTime,
        endTime,
      ]);
      return id;
    };
    ids.summer = await hourly('2026-09-15', '09:00', '11:30', 2.5);
    ids.winter = await hourly('2026-12-01', '14:00', '16:00', 2);
    ids.wholeDays = await insertRequest(t, {
      userId: person.user.id,
      status: 'approved',
      startDate: '2026-09-21',
      endDate: '2026-09-22',
      days: 2,
      createdAt: hoursAgo(2),
      decidedAfterHours: 1,
      approverId: manager.id,
    });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const feedOf = async (token: string, kind: string): Promise<Map<string, Timed>> => {
    const reset = await t.gql<{ resetCalendarFeedUrl: { path: string } }>(RESET, { kind }, token);
    expect(reset.errors).toBeUndefined();
    const response = await fetch(`${t.url}${reset.data!.resetCalendarFeedUrl.path}`);
    expect(response.status).toBe(200);
    return eventsOf(await response.text());
  };

  it("shows an hourly request as a timed event in the requester's time zone, whole days as all-day events", async () => {
    const events = await feedOf(person.token, 'MINE');
    expect(events.get(`leave-${ids.summer}@leavewise`)).toMatchObject({
      allDay: false,
      zone: 'Europe/Berlin',
      // 09:00–11:30 in Munich in summer (UTC+2).
      start: '2026-09-15T07:00:00.000Z',
      end: '2026-09-15T09:30:00.000Z',
      summary: 'Appointment',
    });
    expect(events.get(`leave-${ids.summer}@leavewise`)!.description).toContain('Appointment, 2.5 h, approved.');
    // In winter Munich is UTC+1.
    expect(events.get(`leave-${ids.winter}@leavewise`)).toMatchObject({
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T15:00:00.000Z',
    });
    expect(events.get(`leave-${ids.wholeDays}@leavewise`)).toMatchObject({
      allDay: true,
      zone: null,
      start: '2026-09-21',
      end: '2026-09-23',
    });
    expect(events.get(`leave-${ids.wholeDays}@leavewise`)!.description).toContain('PTO, 2 days, approved.');
  });

  it("shows a colleague's and a report's hourly leave at its hours too", async () => {
    const team = await feedOf(managerToken, 'TEAM');
    expect(team.get(`leave-${ids.summer}@leavewise`)).toMatchObject({ start: '2026-09-15T07:00:00.000Z' });
    const colleagues = await feedOf(colleague.token, 'TEAM');
    expect(colleagues.get(`leave-${ids.summer}@leavewise`)).toMatchObject({
      summary: 'Hanna Hours: Away',
      zone: 'Europe/Berlin',
      start: '2026-09-15T07:00:00.000Z',
      end: '2026-09-15T09:30:00.000Z',
    });
  });
});
