import { buildHr, buildManager, buildStaff, submitRequest } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const SEARCH = `query ($criteria: SearchCriteriaInput!, $page: Int, $pageSize: Int) {
  search(criteria: $criteria, page: $page, pageSize: $pageSize) {
    totalCount page pageSize pages peopleCount
    criteria { text statuses sortField sortDirection }
    requests { id requestId status days notes requester { id lastName } }
    people { id email }
  }
}`;
const EXPORT = `query ($criteria: SearchCriteriaInput!) { searchExport(criteria: $criteria) { filename csv rowCount truncated } }`;
const SAVE = `mutation ($name: String!, $criteria: SearchCriteriaInput!) { saveSearch(name: $name, criteria: $criteria) { id name criteria { text statuses departments minDays hasNotes sortField } } }`;
const SAVED = `{ savedSearches { id name criteria { text statuses } } }`;
const DELETE = `mutation ($id: ID!) { deleteSavedSearch(id: $id) }`;

interface SearchAnswer {
  totalCount: number;
  page: number;
  pageSize: number;
  pages: number;
  peopleCount: number;
  criteria: { text: string; statuses: string[]; sortField: string; sortDirection: string };
  requests: {
    id: string;
    requestId: string;
    status: string;
    days: number;
    notes: string;
    requester: { id: string; lastName: string };
  }[];
  people: { id: string; email: string }[];
}

describe('advanced search', () => {
  let t: TestApp;
  let manager: UserEntity;
  let otherManager: UserEntity;
  let hr: UserEntity;
  let staff: UserEntity;
  let reportA: UserEntity;
  let reportB: UserEntity;
  let outsider: UserEntity;
  let managerToken: string;
  let otherManagerToken: string;
  let hrToken: string;
  let staffToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    manager = await buildManager(t, { lastName: 'Manager' });
    otherManager = await buildManager(t, { department: 'Sales' });
    hr = await buildHr(t);
    staff = await buildStaff(t, manager, { lastName: 'Staffer' });
    reportA = await buildStaff(t, manager, { firstName: 'Quinn', lastName: 'Zephyr', department: 'Design' });
    reportB = await buildStaff(t, manager, { firstName: 'Ada', lastName: 'Lovelace' });
    outsider = await buildStaff(t, otherManager, { firstName: 'Quinn', lastName: 'Outside', department: 'Sales' });
    [managerToken, otherManagerToken, hrToken, staffToken] = await Promise.all(
      [manager, otherManager, hr, staff].map((user) => t.tokenFor(user)),
    );
    const at = (day: number) => new Date(Date.UTC(2025, 2, day, 9));
    ids.a1 = await insertRequest(t, {
      userId: reportA.id,
      status: 'approved',
      startDate: '2025-04-01',
      endDate: '2025-04-03',
      days: 3,
      createdAt: at(1),
      decidedAfterHours: 5,
    });
    ids.a2 = await insertRequest(t, {
      userId: reportA.id,
      type: 'sickness',
      status: 'pending',
      startDate: '2025-05-10',
      endDate: '2025-05-10',
      days: 1,
      createdAt: at(2),
    });
    ids.b1 = await insertRequest(t, {
      userId: reportB.id,
      status: 'rejected',
      startDate: '2025-06-01',
      endDate: '2025-06-10',
      days: 10,
      createdAt: at(3),
      decidedAfterHours: 2,
    });
    ids.o1 = await insertRequest(t, {
      userId: outsider.id,
      status: 'approved',
      startDate: '2025-04-01',
      endDate: '2025-04-02',
      days: 2,
      createdAt: at(4),
      decidedAfterHours: 1,
    });
    await t.dataSource.query(`UPDATE leave_requests SET notes = $2 WHERE id = $1`, [
      ids.b1,
      'Family wedding in =Lisbon, "the big one"',
    ]);
  });
  afterAll(() => t.close());

  const search = async (criteria: Record<string, unknown>, token = managerToken, page?: number, pageSize?: number) => {
    const result = await t.gql<{ search: SearchAnswer }>(SEARCH, { criteria, page, pageSize }, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.search;
  };

  it('finds only requests of people the viewer may see, matched by name, email, notes or request id', async () => {
    const byName = await search({ text: 'quinn' });
    expect(byName.requests.map((r) => r.id).sort()).toEqual([ids.a1, ids.a2].sort());
    expect(byName.people.map((p) => p.id)).toEqual([reportA.id]);
    expect(byName.peopleCount).toBe(1);

    expect((await search({ text: 'LISBON' })).requests.map((r) => r.id)).toEqual([ids.b1]);
    const [requestId] = (await t.dataSource.query(`SELECT request_id FROM leave_requests WHERE id = $1`, [ids.a2])).map(
      (row: { request_id: string }) => row.request_id,
    );
    expect((await search({ text: requestId })).requests.map((r) => r.id)).toEqual([ids.a2]);
    expect((await search({ text: reportB.email.toUpperCase() })).requests.map((r) => r.id)).toEqual([ids.b1]);

    // HR sees everyone, the other manager only their own report.
    expect((await search({ text: 'quinn' }, hrToken)).totalCount).toBe(3);
    expect((await search({ text: 'quinn' }, otherManagerToken)).requests.map((r) => r.id)).toEqual([ids.o1]);
  });

  it('looks up a whole request id, in any letter case', async () => {
    // A working day of next year, clear of the other requests of this suite.
    const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 9, 1));
    day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
    const nextYearMonday = day.toISOString().slice(0, 10);
    const { id, requestId } = await submitRequest(t, await t.tokenFor(reportB), {
      startDate: nextYearMonday,
      endDate: nextYearMonday,
    });
    expect(requestId).toMatch(/^WD-PTO-\d{4}-\d{6,}$/);
    expect((await search({ text: requestId.toLowerCase() })).requests.map((r) => r.id)).toEqual([id]);
    await t.dataSource.query(`DELETE FROM leave_requests WHERE id = $1`, [id]);
  });

  it('combines type, statuses, dates, departments, roles, days and notes conditions', async () => {
    expect((await search({ types: ['sickness'] })).requests.map((r) => r.id)).toEqual([ids.a2]);
    expect((await search({ statuses: ['APPROVED', 'REJECTED'] })).totalCount).toBe(2);
    expect((await search({ from: '2025-05-01', to: '2025-05-31' })).requests.map((r) => r.id)).toEqual([ids.a2]);
    expect((await search({ departments: ['design'] })).totalCount).toBe(2);
    expect((await search({ roles: ['MANAGER'] })).totalCount).toBe(0);
    expect((await search({ minDays: 2, maxDays: 5 })).requests.map((r) => r.id)).toEqual([ids.a1]);
    expect((await search({ hasNotes: true })).requests.map((r) => r.id)).toEqual([ids.b1]);
    expect((await search({ hasNotes: false })).totalCount).toBe(2);
  });

  it('sorts by the field and direction asked for, and pages', async () => {
    const byDays = await search({ sortField: 'DAYS', sortDirection: 'ASC' });
    expect(byDays.requests.map((r) => r.days)).toEqual([1, 3, 10]);
    const byName = await search({ sortField: 'NAME', sortDirection: 'ASC' });
    expect(byName.requests.map((r) => r.requester.lastName)).toEqual(['Lovelace', 'Zephyr', 'Zephyr']);
    const second = await search({ sortField: 'START_DATE', sortDirection: 'DESC' }, managerToken, 2, 2);
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, pages: 2 });
    expect(second.requests.map((r) => r.id)).toEqual([ids.a1]);
  });

  it('exports the whole result as neutralised CSV, and refuses an empty one', async () => {
    const result = await t.gql<{ searchExport: { filename: string; csv: string; rowCount: number } }>(
      EXPORT,
      { criteria: { sortField: 'START_DATE', sortDirection: 'ASC' } },
      managerToken,
    );
    const { csv, rowCount, filename } = result.data!.searchExport;
    expect(rowCount).toBe(3);
    expect(filename).toMatch(/^leave-search-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Request ID,Employee,Email,Department,Type,Status,Start date,End date,Start half day,End half day,Days,Notes,Submitted',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('"Family wedding in =Lisbon, ""the big one"""');

    const empty = await t.gql(EXPORT, { criteria: { text: 'nobody-matches-this' } }, managerToken);
    expect(empty.errors?.[0]).toMatchObject({
      message: 'No results to export',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses staff, anonymous callers and bad criteria', async () => {
    const asStaff = await t.gql(SEARCH, { criteria: {} }, staffToken);
    expect(asStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(SEARCH, { criteria: {} });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const criteria of [
      { minDays: 5, maxDays: 1 },
      { minDays: -1 },
      { from: '2025-02-30' },
      { from: '2025-03-02', to: '2025-03-01' },
      { text: 'x'.repeat(201) },
    ]) {
      const refused = await t.gql(SEARCH, { criteria }, managerToken);
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const tooBig = await t.gql(SEARCH, { criteria: {}, pageSize: 101 }, managerToken);
    expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps saved searches per person, replacing one saved again under the same name', async () => {
    const saved = await t.gql<{ saveSearch: { id: string; name: string } }>(
      SAVE,
      { name: ' Pending sickness ', criteria: { statuses: ['PENDING'], types: ['sickness'], hasNotes: false } },
      managerToken,
    );
    const id = saved.data!.saveSearch.id;
    expect(saved.data!.saveSearch.name).toBe('Pending sickness');
    const again = await t.gql<{ saveSearch: { id: string; criteria: { statuses: string[] } } }>(
      SAVE,
      { name: 'PENDING SICKNESS', criteria: { statuses: ['APPROVED'] } },
      managerToken,
    );
    expect(again.data!.saveSearch).toMatchObject({ id, criteria: { statuses: ['APPROVED'] } });
    const [row] = await t.dataSource.query(`SELECT user_id, name, criteria FROM saved_searches WHERE id = $1`, [id]);
    expect(row).toMatchObject({ user_id: manager.id, name: 'PENDING SICKNESS' });
    expect(row.criteria.statuses).toEqual(['approved']);

    const others = await t.gql<{ savedSearches: unknown[] }>(SAVED, {}, otherManagerToken);
    expect(others.data!.savedSearches).toEqual([]);
    const notTheirs = await t.gql(DELETE, { id }, otherManagerToken);
    expect(notTheirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(SAVE, { name: '  ', criteria: {} }, managerToken)).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await t.gql(SAVED, {}, staffToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    expect((await t.gql<{ deleteSavedSearch: boolean }>(DELETE, { id }, managerToken)).data!.deleteSavedSearch).toBe(
      true,
    );
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM saved_searches WHERE id = $1`, [
      id,
    ]);
    expect(count).toBe(0);
  });
});
