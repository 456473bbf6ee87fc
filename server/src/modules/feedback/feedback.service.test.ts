import { buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const SUBMIT = `mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id category message pagePath status reporter { id } } }`;
const LIST = `query ($page: Int, $status: FeedbackStatus) { feedbackEntries(page: $page, status: $status) { total pages newCount entries { id category message pagePath pageTitle viewport status reporter { id fullName } } } }`;
const SET_STATUS = `mutation ($id: ID!, $status: FeedbackStatus!) { updateFeedbackStatus(id: $id, status: $status) { id status } }`;

describe('feedback', () => {
  let t: TestApp;
  let staff: UserEntity;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      staff,
      tokens: { admin: adminToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, staff: { firstName: 'Fay', lastName: 'Feedback' } }));
  });
  afterAll(() => t.close());

  const input = (overrides: Record<string, unknown> = {}) => ({
    category: 'BUG',
    message: '  The calendar cell cuts off names  ',
    pagePath: '/calendar',
    pageTitle: 'Team Calendar',
    userAgent: 'Mozilla/5.0 test',
    viewport: '390x844',
    appVersion: '0.1.0',
    ...overrides,
  });

  it('records feedback with its reporter and page, and audits it', async () => {
    const result = await t.gql<{ submitFeedback: { id: string; status: string; message: string } }>(
      SUBMIT,
      { input: input() },
      staffToken,
    );
    const { id } = result.data!.submitFeedback;
    expect(result.data!.submitFeedback).toMatchObject({ message: 'The calendar cell cuts off names', status: 'NEW' });
    const [row] = await t.dataSource.query(
      `SELECT user_id, category, message, page_path, page_title, user_agent, viewport, app_version, status FROM feedback WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({
      user_id: staff.id,
      category: 'bug',
      message: 'The calendar cell cuts off names',
      page_path: '/calendar',
      page_title: 'Team Calendar',
      user_agent: 'Mozilla/5.0 test',
      viewport: '390x844',
      app_version: '0.1.0',
      status: 'new',
    });
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'feedback.submitted' AND resource_id = $1 AND actor_id = $2`,
      [id, staff.id],
    );
    expect(count).toBe(1);
  });

  it('lists feedback newest first for administrators, who mark it reviewed', async () => {
    const second = await t.gql<{ submitFeedback: { id: string } }>(
      SUBMIT,
      { input: input({ category: 'IDEA', message: 'Dark mode please', pagePath: '/dashboard' }) },
      staffToken,
    );
    const list = await t.gql<{
      feedbackEntries: { total: number; newCount: number; entries: { id: string; reporter: { fullName: string } }[] };
    }>(LIST, {}, adminToken);
    expect(list.data!.feedbackEntries.entries[0]).toMatchObject({
      id: second.data!.submitFeedback.id,
      reporter: { fullName: 'Fay Feedback' },
    });
    const newBefore = list.data!.feedbackEntries.newCount;
    const marked = await t.gql(SET_STATUS, { id: second.data!.submitFeedback.id, status: 'REVIEWED' }, adminToken);
    expect(marked.errors).toBeUndefined();
    const [row] = await t.dataSource.query(`SELECT status FROM feedback WHERE id = $1`, [
      second.data!.submitFeedback.id,
    ]);
    expect(row.status).toBe('reviewed');
    const reviewed = await t.gql<{ feedbackEntries: { total: number; newCount: number } }>(
      LIST,
      { status: 'REVIEWED' },
      adminToken,
    );
    expect(reviewed.data!.feedbackEntries).toMatchObject({ total: 1, newCount: newBefore - 1 });
  });

  it('refuses staff reading the list, anonymous senders and bad input, changing nothing', async () => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS count FROM feedback`))[0].count;
    expect((await t.gql(LIST, {}, staffToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(SUBMIT, { input: input() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const bad of [
      { message: '   ' },
      { message: 'x'.repeat(5001) },
      { pagePath: 'calendar' },
      { viewport: 'x'.repeat(41) },
    ]) {
      expect((await t.gql(SUBMIT, { input: input(bad) }, staffToken)).errors?.[0].extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(
      (await t.gql(SET_STATUS, { id: '00000000-0000-0000-0000-000000000000', status: 'RESOLVED' }, adminToken))
        .errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.dataSource.query(`SELECT count(*)::int AS count FROM feedback`))[0].count).toBe(before);
  });
});
