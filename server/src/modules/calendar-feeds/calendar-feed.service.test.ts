import ICAL from 'ical.js';
import { addDays } from '../../lib/dates';
import { buildHoliday, buildOrganisation, buildUser } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { hoursAgo, insertRequest } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';
import { hashFeedSecret } from './calendar-feed.service';

const FEEDS = `{ calendarFeeds { kind title hasUrl secretPrefix includePending includeTeam includeHolidays fetches { client userAgent statusCode eventCount } } }`;
const RESET = `mutation ($kind: CalendarFeedKind!) { resetCalendarFeedUrl(kind: $kind) { secret path feed { kind hasUrl secretPrefix } } }`;
const SETTINGS = `mutation ($kind: CalendarFeedKind!, $input: CalendarFeedSettingsInput!) { updateCalendarFeedSettings(kind: $kind, input: $input) { kind includePending includeTeam includeHolidays } }`;
const EXPORT = `query ($input: CalendarExportInput!) { calendarExport(input: $input) { filename content eventCount } }`;

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  start: string;
  end: string;
  allDay: boolean;
  startHalfDay: boolean;
  transparency: string;
}

/** Parses an .ics body as a calendar client would (ical.js), failing on anything that is not RFC 5545. */
function parseIcs(body: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        status: String(component.getFirstPropertyValue('status')),
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
        startHalfDay: component.getFirstPropertyValue('x-leavewise-start-half-day') === 'TRUE',
        transparency: String(component.getFirstPropertyValue('transp')),
      };
    }),
  };
}

describe('calendar feeds', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let stranger: UserEntity;
  let adminToken: string;
  let managerToken: string;
  let staffToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ({
      manager,
      staff,
      tokens: { admin: adminToken, manager: managerToken, staff: staffToken },
    } = await buildOrganisation(t, {
      admin: { firstName: 'Alex', lastName: 'Admin' },
      manager: { firstName: 'Maya', lastName: 'Manager' },
      staff: { firstName: 'Sam', lastName: 'Staff' },
    }));
    stranger = await buildUser(t, { firstName: 'Olivia', lastName: 'Other' });
    const at = hoursAgo(48);
    ids.pendingHalf = await insertRequest(t, {
      userId: staff.id,
      status: 'pending',
      startDate: daysFromToday(10),
      endDate: daysFromToday(12),
      days: 2.5,
      startHalfDay: true,
      createdAt: at,
    });
    ids.approved = await insertRequest(t, {
      userId: staff.id,
      status: 'approved',
      type: 'sickness',
      startDate: daysFromToday(20),
      endDate: daysFromToday(20),
      days: 1,
      createdAt: at,
      decidedAfterHours: 1,
      approverId: manager.id,
    });
    ids.rejected = await insertRequest(t, {
      userId: staff.id,
      status: 'rejected',
      startDate: daysFromToday(30),
      endDate: daysFromToday(31),
      days: 2,
      createdAt: at,
      decidedAfterHours: 1,
    });
    ids.cancelled = await insertRequest(t, {
      userId: staff.id,
      status: 'cancelled',
      startDate: daysFromToday(40),
      endDate: daysFromToday(40),
      days: 1,
      createdAt: at,
    });
    ids.managerOwn = await insertRequest(t, {
      userId: manager.id,
      status: 'approved',
      startDate: daysFromToday(15),
      endDate: daysFromToday(16),
      days: 2,
      createdAt: at,
      decidedAfterHours: 1,
    });
    ids.strangers = await insertRequest(t, {
      userId: stranger.id,
      status: 'approved',
      startDate: daysFromToday(25),
      endDate: daysFromToday(26),
      days: 2,
      createdAt: at,
      decidedAfterHours: 1,
    });
    await buildHoliday(t, adminToken, { date: daysFromToday(50), name: 'Founders Day' });
  });
  afterAll(() => t.close());

  async function createUrl(token: string, kind: string): Promise<{ secret: string; path: string }> {
    const result = await t.gql<{ resetCalendarFeedUrl: { secret: string; path: string } }>(RESET, { kind }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.resetCalendarFeedUrl;
  }

  const fetchFeed = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers });

  it('answers UNAUTHENTICATED without a session and offers staff their own and their team feed only', async () => {
    const anonymous = await t.gql(FEEDS, {}, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const result = await t.gql<{ calendarFeeds: { kind: string; hasUrl: boolean }[] }>(FEEDS, {}, staffToken);
    expect(result.data!.calendarFeeds.map((feed) => feed.kind)).toEqual(['MINE', 'TEAM']);
    const refused = await t.gql(RESET, { kind: 'COMPANY' }, staffToken);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const apiToken = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "Sync", scopes: ["write:requests"] }) { token } }`,
      {},
      staffToken,
    );
    const byToken = await t.gql(RESET, { kind: 'MINE' }, apiToken.data!.createApiToken.token);
    expect(byToken.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM calendar_feeds WHERE user_id = $1`,
      [staff.id],
    );
    expect(count).toBe(0);
  });

  it('serves my leave as RFC 5545 without a session: all-day events, exclusive DTEND, tentative and confirmed, holidays', async () => {
    const { secret, path } = await createUrl(staffToken, 'MINE');
    expect(secret).toMatch(/^lwcal_[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/api/calendar/feeds/${secret}.ics`);
    // Only the hash is stored.
    const rows = await t.dataSource.query(
      `SELECT secret_hash FROM calendar_feeds WHERE user_id = $1 AND kind = 'mine'`,
      [staff.id],
    );
    expect(rows).toEqual([{ secret_hash: hashFeedSecret(secret) }]);
    expect(JSON.stringify(rows)).not.toContain(secret);

    const response = await fetchFeed(path, { 'user-agent': 'Google-Calendar-Importer' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('\r\n');
    const { name, events } = parseIcs(body);
    expect(name).toBe('Leavewise: My leave');
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect([...byUid.keys()].sort()).toEqual(
      [
        `leave-${ids.pendingHalf}@leavewise`,
        `leave-${ids.approved}@leavewise`,
        expect.stringMatching(/^holiday-/),
      ].sort(),
    );
    const pending = byUid.get(`leave-${ids.pendingHalf}@leavewise`)!;
    expect(pending).toMatchObject({
      status: 'TENTATIVE',
      start: daysFromToday(10),
      end: addDays(daysFromToday(12), 1),
      allDay: true,
      startHalfDay: true,
      transparency: 'OPAQUE',
    });
    expect(pending.summary).toBe('PTO (half day at start) – pending approval');
    const approved = byUid.get(`leave-${ids.approved}@leavewise`)!;
    expect(approved).toMatchObject({ status: 'CONFIRMED', start: daysFromToday(20), end: daysFromToday(21) });
    const holiday = events.find((event) => event.uid.startsWith('holiday-'))!;
    expect(holiday).toMatchObject({ summary: 'Public holiday: Founders Day', start: daysFromToday(50), allDay: true });

    // Stable UIDs and an unchanged body: the second fetch is answered 304 to a matching ETag.
    const again = await fetchFeed(path, { 'if-none-match': response.headers.get('etag')!, 'user-agent': 'curl/8.0' });
    expect(again.status).toBe(304);
    const fetches = await t.dataSource.query(
      `SELECT client, status_code, event_count FROM calendar_feed_fetches ORDER BY id`,
    );
    expect(fetches).toEqual([
      { client: 'Google Calendar', status_code: 200, event_count: 3 },
      { client: 'curl', status_code: 304, event_count: 3 },
    ]);
    const history = await t.gql<{ calendarFeeds: { fetches: { client: string }[] }[] }>(FEEDS, {}, staffToken);
    expect(history.data!.calendarFeeds[0].fetches.map((fetch) => fetch.client)).toEqual(['curl', 'Google Calendar']);
  });

  it('reset revokes the old URL at once', async () => {
    const first = await createUrl(staffToken, 'MINE');
    const second = await createUrl(staffToken, 'MINE');
    expect((await fetchFeed(first.path)).status).toBe(404);
    expect((await fetchFeed(second.path)).status).toBe(200);
    expect((await fetchFeed('/api/calendar/feeds/lwcal_not-a-real-secret.ics')).status).toBe(404);
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE actor_id = $1 AND action LIKE 'calendar_feed.%' ORDER BY created_at`,
      [staff.id],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'calendar_feed.url_created',
      'calendar_feed.url_reset',
      'calendar_feed.url_reset',
    ]);
  });

  it('leaves pending leave out when the setting says so', async () => {
    const { path } = await createUrl(staffToken, 'MINE');
    const updated = await t.gql(
      SETTINGS,
      { kind: 'MINE', input: { includePending: false, includeHolidays: false } },
      staffToken,
    );
    expect(updated.data).toEqual({
      updateCalendarFeedSettings: { kind: 'MINE', includePending: false, includeTeam: false, includeHolidays: false },
    });
    const { events } = parseIcs(await (await fetchFeed(path)).text());
    expect(events.map((event) => event.uid)).toEqual([`leave-${ids.approved}@leavewise`]);
    await t.gql(SETTINGS, { kind: 'MINE', input: { includePending: true, includeHolidays: true } }, staffToken);
  });

  it("gives a manager the team feed: their reports' leave, with details, but not their own or strangers'", async () => {
    const feeds = await t.gql<{ calendarFeeds: { kind: string }[] }>(FEEDS, {}, managerToken);
    expect(feeds.data!.calendarFeeds.map((feed) => feed.kind)).toEqual(['MINE', 'TEAM']);
    const { path } = await createUrl(managerToken, 'TEAM');
    const { events } = parseIcs(await (await fetchFeed(path)).text());
    expect(events.map((event) => event.uid)).toEqual([`leave-${ids.approved}@leavewise`]);
    expect(events[0]).toMatchObject({ summary: 'Sam Staff: Sickness', transparency: 'TRANSPARENT' });
  });

  it('gives administrators the whole company', async () => {
    const { path } = await createUrl(adminToken, 'COMPANY');
    const { events } = parseIcs(await (await fetchFeed(path)).text());
    const uids = events.map((event) => event.uid);
    expect(uids).toEqual(
      expect.arrayContaining([
        `leave-${ids.approved}@leavewise`,
        `leave-${ids.managerOwn}@leavewise`,
        `leave-${ids.strangers}@leavewise`,
      ]),
    );
    expect(uids).not.toContain(`leave-${ids.rejected}@leavewise`);
    expect(uids).not.toContain(`leave-${ids.cancelled}@leavewise`);
  });

  it('stops serving the feed of a deactivated person', async () => {
    const person = await buildUser(t, { firstName: 'Gone', lastName: 'Soon' });
    const { path } = await createUrl(await t.tokenFor(person), 'MINE');
    expect((await fetchFeed(path)).status).toBe(200);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [person.id]);
    expect((await fetchFeed(path)).status).toBe(404);
  });

  it('exports a one-off file for a chosen range and refuses a bad range', async () => {
    const exported = await t.gql<{ calendarExport: { filename: string; content: string; eventCount: number } }>(
      EXPORT,
      { input: { kind: 'MINE', start: daysFromToday(0), end: daysFromToday(15), includeHolidays: false } },
      staffToken,
    );
    expect(exported.errors).toBeUndefined();
    expect(exported.data!.calendarExport.filename).toBe(
      `leavewise-mine-${daysFromToday(0)}-to-${daysFromToday(15)}.ics`,
    );
    const { events } = parseIcs(exported.data!.calendarExport.content);
    expect(events.map((event) => event.uid)).toEqual([`leave-${ids.pendingHalf}@leavewise`]);
    expect(exported.data!.calendarExport.eventCount).toBe(1);
    const backwards = await t.gql(
      EXPORT,
      { input: { kind: 'MINE', start: daysFromToday(5), end: daysFromToday(1) } },
      staffToken,
    );
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'Start date cannot be after end date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const company = await t.gql(
      EXPORT,
      { input: { kind: 'COMPANY', start: daysFromToday(0), end: daysFromToday(5) } },
      staffToken,
    );
    expect(company.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("keeps a first name's line breaks and iCalendar lines inside the calendar's description, in the feed and the export", async () => {
    const person = await buildUser(t, {
      firstName: 'Eve\r\nX-INJECTED:1\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:Fake\r\nEND:VEVENT',
      lastName: 'Smith',
    });
    const token = await t.tokenFor(person);
    const { path } = await createUrl(token, 'MINE');
    const feed = await (await fetchFeed(path)).text();
    const exported = await t.gql<{ calendarExport: { content: string } }>(
      EXPORT,
      { input: { kind: 'MINE', start: daysFromToday(0), end: daysFromToday(60) } },
      token,
    );
    for (const body of [feed, exported.data!.calendarExport.content]) {
      const lines = body.replace(/\r\n /g, '').split('\r\n'); // unfolded
      expect(lines.filter((line) => /^(X-INJECTED|UID:forged|SUMMARY:Fake)/.test(line))).toEqual([]);
      expect(lines).toContain(
        'X-WR-CALDESC:My leave for Eve\\nX-INJECTED:1\\nBEGIN:VEVENT\\nUID:forged\\nSUMMARY:Fake\\nEND:VEVENT Smith\\, from Leavewise.',
      );
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1); // the holiday only
    }
  });

  it("gives staff a team feed of colleagues' approved leave as names and dates only", async () => {
    const { path } = await createUrl(staffToken, 'TEAM');
    try {
      const response = await fetchFeed(path);
      expect(response.status).toBe(200);
      const { events } = parseIcs(await response.text());
      // The manager's approved leave, as the staff member sees it on the Team Calendar: who and when.
      expect(events.map((event) => [event.uid, event.summary])).toEqual([
        [`leave-${ids.managerOwn}@leavewise`, 'Maya Manager: Away'],
      ]);
      expect(events[0]).toMatchObject({ status: 'CONFIRMED', start: daysFromToday(15), end: daysFromToday(17) });
    } finally {
      await t.gql(`mutation { revokeCalendarFeedUrl(kind: TEAM) { kind } }`, {}, staffToken);
    }
  });
});
