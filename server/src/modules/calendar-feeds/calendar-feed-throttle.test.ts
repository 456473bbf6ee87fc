import { FETCHES_PER_FEED } from '../../auth/throttle';
import { buildHoliday, buildManager, buildUser } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { hoursAgo, insertRequest } from '../../../test/leave-fixtures';
import { CalendarFeedRenderer } from './calendar-feed-render';
import { RenderedFeedCache } from './rendered-feed-cache';

const RESET_URL = `mutation ($kind: CalendarFeedKind!) { resetCalendarFeedUrl(kind: $kind) { path } }`;

describe('a calendar feed URL fetched in bursts', () => {
  let t: TestApp;
  let render: jest.SpyInstance;

  beforeAll(async () => {
    t = await startTestApp();
    render = jest.spyOn(CalendarFeedRenderer.prototype, 'render');
  });
  afterAll(async () => {
    render.mockRestore();
    await t.close();
  });

  /** A staff member whose team feed holds their colleagues' leave, with its URL. */
  async function teamFeed(): Promise<{ path: string; token: string }> {
    const manager = await buildManager(t);
    const person = await buildUser(t, { managerId: manager.id });
    for (let i = 0; i < 3; i++)
      await insertRequest(t, {
        userId: (await buildUser(t, { managerId: manager.id })).id,
        status: 'approved',
        startDate: daysFromToday(5 + i),
        endDate: daysFromToday(6 + i),
        days: 2,
        createdAt: hoursAgo(48),
        decidedAfterHours: 1,
      });
    const token = await t.tokenFor(person);
    const created = await t.gql<{ resetCalendarFeedUrl: { path: string } }>(RESET_URL, { kind: 'TEAM' }, token);
    return { path: created.data!.resetCalendarFeedUrl.path, token };
  }

  const fetchAll = (path: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const response = await fetch(`${t.url}${path}`);
        return { status: response.status, body: await response.text() };
      }),
    );

  it('renders thirty parallel fetches once and answers 429 beyond twenty in ten minutes', async () => {
    const { path } = await teamFeed();
    render.mockClear();
    const first = await fetchAll(path, 15);
    expect(first.map((answer) => answer.status)).toEqual(Array(15).fill(200));
    expect(new Set(first.map((answer) => answer.body)).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);

    const second = await fetchAll(path, 15);
    const served = second.filter((answer) => answer.status === 200);
    expect(second.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(15 - 5);
    expect(served.length + second.filter((answer) => answer.status === 429).length).toBe(15);
    expect(JSON.parse(second.find((answer) => answer.status === 429)!.body)).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
    });
    expect(render).toHaveBeenCalledTimes(1);
    expect((await fetch(`${t.url}${path}`)).status).toBe(429);

    // The owner sees that fetches were refused in the feed's history.
    const [{ refused }] = await t.dataSource.query(
      `SELECT count(*)::int AS refused FROM calendar_feed_fetches f JOIN calendar_feeds c ON c.id = f.feed_id
       WHERE f.status_code = 429 AND c.secret_prefix = $1`,
      [path.slice('/api/calendar/feeds/'.length, '/api/calendar/feeds/'.length + 10)],
    );
    expect(refused).toBeGreaterThanOrEqual(1);
    // Another feed is not held back.
    expect((await fetch(`${t.url}${(await teamFeed()).path}`)).status).toBe(200);
    expect(FETCHES_PER_FEED).toMatchObject({ max: 20, windowSeconds: 600 });
  });

  it('serves a changed setting at once rather than the kept render', async () => {
    const { path, token } = await teamFeed();
    await buildHoliday(t, await t.tokenFor(await buildUser(t, { role: 'admin', isAdmin: true })), {
      date: daysFromToday(20),
      name: 'Kept Day',
    });
    expect(await (await fetch(`${t.url}${path}`)).text()).not.toContain('Kept Day');
    await t.gql(
      `mutation { updateCalendarFeedSettings(kind: TEAM, input: { includeHolidays: true }) { kind } }`,
      {},
      token,
    );
    expect(await (await fetch(`${t.url}${path}`)).text()).toContain('SUMMARY:Public holiday: Kept Day');
  });
});

describe('RenderedFeedCache', () => {
  it('shares one render among fetches meanwhile, keeps it for the TTL and forgets a failed one', async () => {
    let now = 0;
    const cache = new RenderedFeedCache<{ body: string }>(1000, () => now);
    let renders = 0;
    const render = async () => ({ body: `render ${++renders}` });
    const [a, b] = await Promise.all([cache.get('feed', render), cache.get('feed', render)]);
    expect([a.body, b.body, renders]).toEqual(['render 1', 'render 1', 1]);
    now = 999;
    expect((await cache.get('feed', render)).body).toBe('render 1');
    now = 1000;
    expect((await cache.get('feed', render)).body).toBe('render 2');
    await expect(cache.get('broken', () => Promise.reject(new Error('no database')))).rejects.toThrow('no database');
    expect((await cache.get('broken', render)).body).toBe('render 3');
  });

  it('keeps at most 500 feeds, dropping the oldest', async () => {
    const cache = new RenderedFeedCache<{ body: string }>();
    for (let i = 0; i < 501; i++) await cache.get(`feed ${i}`, async () => ({ body: String(i) }));
    expect(cache.size).toBe(500);
    let rendered = false;
    await cache.get('feed 0', async () => ({ body: String((rendered = true)) }));
    expect(rendered).toBe(true);
  });
});
