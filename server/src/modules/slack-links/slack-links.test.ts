import { buildOrganisation, buildStaff, submitRequest } from '../../../test/factories';
import { signedSlackForm } from '../../../test/fake-slack';
import { daysFromToday, type TestApp } from '../../../test/harness';
import { startSlackTestApp, type SlackTestApp } from '../../../test/slack-app';
import type { UserEntity } from '../users';
import { slackUserNameFrom } from './slack-link.service';

const ACCOUNT = `{ mySlackAccount { slackAppSetUp slackUserId slackUserName linkedAt } }`;
const START = `mutation { startSlackLink { code expiresAt command } }`;
const UNLINK = `mutation { unlinkSlackAccount { slackUserId } }`;
/** The manager's Slack account: its verified email is a private one Leavewise does not know. */
const MANAGER_SLACK = 'U0MGRPRIVATE';

describe('linking a Slack account from the profile', () => {
  let app: SlackTestApp;
  let t: TestApp;
  let manager: UserEntity;
  let admin: UserEntity;
  let staff: UserEntity;
  let tokens: { admin: string; manager: string; staff: string };
  let day = 40;

  beforeAll(async () => {
    app = await startSlackTestApp();
    t = app.t;
    ({ manager, admin, staff, tokens } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    app.slack.knows(MANAGER_SLACK, 'kim.private@mail.example');
    app.slack.knows('U0ADMIN', admin.email);
    app.slack.knows('U0NEWCOMER', 'newcomer@mail.example');
  });
  afterAll(() => app.close());

  const setUpSlackApp = async () => expect((await app.configure(tokens.admin)).errors).toBeUndefined();

  async function codeFor(token: string): Promise<string> {
    const started = await t.gql<{ startSlackLink: { code: string; command: string } }>(START, {}, token);
    expect(started.errors).toBeUndefined();
    return started.data!.startSlackLink.code;
  }

  /** `/leavewise <text>` typed in Slack by `slackUser`, as Slack posts it; answers Slack's HTTP answer. */
  const command = (slackUser: string, text: string, more?: Record<string, string>) =>
    app.command(slackUser, text, more);

  /** An Approve click by `slackUser` on a new request of the staff member's; answers the request's status after it. */
  async function approveFromSlack(slackUser: string): Promise<{ status: string; note: string | undefined }> {
    day += 2;
    const { id } = await submitRequest(t, tokens.staff, { startDate: daysFromToday(day) });
    const answer = await app.act(app.click(slackUser, 'leavewise_approve', id));
    expect(answer.status).toBe(200);
    const [row] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]);
    const [reply] = app.responses(app.clicks) as { text: string }[];
    return { status: row.status, note: reply?.text };
  }

  const links = () => t.dataSource.query(`SELECT user_id, slack_user_id FROM slack_links ORDER BY slack_user_id`);

  it('offers no code while the organisation has no Slack app', async () => {
    const account = await t.gql<{ mySlackAccount: unknown }>(ACCOUNT, {}, tokens.manager);
    expect(account.data!.mySlackAccount).toEqual({
      slackAppSetUp: false,
      slackUserId: null,
      slackUserName: null,
      linkedAt: null,
    });
    const refused = await t.gql(START, {}, tokens.manager);
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await t.dataSource.query(`SELECT 1 FROM slack_link_codes`)).toEqual([]);
    await setUpSlackApp();
  });

  it('links the Slack account that sends the code, whose Approve click then decides as the person', async () => {
    // Slack's email is not the one the manager signs in with: Leavewise does not know them yet.
    expect(await approveFromSlack(MANAGER_SLACK)).toMatchObject({
      status: 'pending',
      note: expect.stringMatching(/^Leavewise does not know who you are: link your Slack account/),
    });

    const started = await t.gql<{ startSlackLink: { code: string; command: string; expiresAt: string } }>(
      START,
      {},
      tokens.manager,
    );
    const { code, command: typed, expiresAt } = started.data!.startSlackLink;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(typed).toBe(`/leavewise link ${code}`);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // Only its hash is kept.
    const [kept] = await t.dataSource.query(`SELECT code_hash FROM slack_link_codes WHERE user_id = $1`, [manager.id]);
    expect(kept.code_hash).not.toContain(code.replace('-', ''));

    // Typed as people do: lower case, without the dash.
    const answer = await command(MANAGER_SLACK, `link ${code.replace('-', '').toLowerCase()}`, {
      user_name: 'kim.lee',
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        response_type: 'ephemeral',
        text: `Your Slack account is now linked to Leavewise as ${manager.firstName} ${manager.lastName}: its Approve and Reject buttons decide in your name.`,
      },
    });
    expect(await links()).toEqual([{ user_id: manager.id, slack_user_id: MANAGER_SLACK }]);
    const account = await t.gql<{ mySlackAccount: { slackUserId: string; linkedAt: string } }>(
      ACCOUNT,
      {},
      tokens.manager,
    );
    // The profile names the Slack user as Slack did.
    expect(account.data!.mySlackAccount).toMatchObject({
      slackAppSetUp: true,
      slackUserId: MANAGER_SLACK,
      slackUserName: 'kim.lee',
    });
    const [audit] = await t.dataSource.query(
      `SELECT actor_id, details->>'slack_user_id' AS slack, details->>'channel' AS channel
         FROM audit_logs WHERE action = 'slack_account.linked'`,
    );
    expect(audit).toEqual({ actor_id: manager.id, slack: MANAGER_SLACK, channel: 'slack' });

    expect(await approveFromSlack(MANAGER_SLACK)).toEqual({
      status: 'approved',
      note: `Approved by ${manager.firstName} ${manager.lastName}.`,
    });
  });

  it('refuses a code used twice and an expired code, linking nothing', async () => {
    const before = await links();
    const code = await codeFor(tokens.staff);
    const used = await command('U0NEWCOMER', `link ${code}`);
    expect(used.body.text).toMatch(/^Your Slack account is now linked to Leavewise as /);
    await t.gql(UNLINK, {}, tokens.staff);

    const again = await command('U0NEWCOMER', `link ${code}`);
    expect(again.body.text).toBe('This link code was already used: ask for a new one in your Leavewise profile');
    expect(await links()).toEqual(before);

    const late = await codeFor(tokens.staff);
    await t.dataSource.query(
      `UPDATE slack_link_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const expired = await command('U0NEWCOMER', `link ${late}`);
    expect(expired.body.text).toBe('This link code has expired: ask for a new one in your Leavewise profile');
    const unknown = await command('U0NEWCOMER', 'link ABCD-2345');
    expect(unknown.body.text).toBe('This link code is not known: copy it again from your Leavewise profile');
    expect(await links()).toEqual(before);
    // The expired code was not spent by the attempt either.
    const codes = await t.dataSource.query(
      `SELECT used_at IS NOT NULL AS used FROM slack_link_codes WHERE user_id = $1 ORDER BY created_at`,
      [staff.id],
    );
    expect(codes).toEqual([{ used: true }, { used: false }]);
  });

  it("refuses another person's code from a Slack account that is someone else's", async () => {
    const before = await links();
    const staffCode = await codeFor(tokens.staff);
    // The manager's linked Slack account cannot take the staff member's identity.
    const taken = await command(MANAGER_SLACK, `link ${staffCode}`);
    expect(taken.body.text).toBe('This Slack account is linked to another Leavewise person: they must unlink it first');
    // Nor can the administrator's Slack account, which Slack's verified email makes the administrator's.
    const byEmail = await command('U0ADMIN', `link ${staffCode}`);
    expect(byEmail.body.text).toBe("This Slack account's email belongs to another Leavewise person");
    expect(await links()).toEqual(before);
    // Still unused: the staff member's own Slack account may send it.
    expect((await command('U0NEWCOMER', `link ${staffCode}`)).body.text).toMatch(/^Your Slack account is now linked/);
    await t.gql(UNLINK, {}, tokens.staff);
  });

  it('a new code replaces an unused one, and only a sign-in session may make or remove a link', async () => {
    const first = await codeFor(tokens.admin);
    const second = await codeFor(tokens.admin);
    expect((await command('U0ADMIN', `link ${first}`)).body.text).toBe(
      'This link code is not known: copy it again from your Leavewise profile',
    );
    // A name Slack would never send (a control character) is not kept.
    expect((await command('U0ADMIN', `link ${second}`, { user_name: 'ad\u0007min' })).body.text).toMatch(
      /^Your Slack account is now linked/,
    );
    const account = await t.gql<{ mySlackAccount: { slackUserId: string; slackUserName: string | null } }>(
      ACCOUNT,
      {},
      tokens.admin,
    );
    expect(account.data!.mySlackAccount).toMatchObject({ slackUserId: 'U0ADMIN', slackUserName: null });

    const apiToken = (
      await t.gql<{ createApiToken: { token: string } }>(
        `mutation { createApiToken(input: { name: "tool", scopes: ["read:requests", "write:requests"] }) { token } }`,
        {},
        tokens.admin,
      )
    ).data!.createApiToken.token;
    for (const document of [START, UNLINK]) {
      const refused = await t.gql(document, {}, apiToken);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await links()).map((link: { user_id: string }) => link.user_id)).toContain(admin.id);
    const anonymous = await t.gql(START, {}, undefined);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('unlinks from the profile: the Slack account decides nothing for the person any more', async () => {
    const unlinked = await t.gql<{ unlinkSlackAccount: { slackUserId: string | null } }>(UNLINK, {}, tokens.manager);
    expect(unlinked.data!.unlinkSlackAccount).toEqual({ slackUserId: null });
    expect(await t.dataSource.query(`SELECT 1 FROM slack_links WHERE user_id = $1`, [manager.id])).toEqual([]);
    expect(await approveFromSlack(MANAGER_SLACK)).toMatchObject({
      status: 'pending',
      note: expect.stringMatching(/^Leavewise does not know who you are/),
    });
  });

  it('answers /leavewise unlink and anything else in Slack, in the linked person’s language', async () => {
    await t.dataSource.query(`UPDATE users SET language = 'de' WHERE id = $1`, [manager.id]);
    expect((await command(MANAGER_SLACK, `link ${await codeFor(tokens.manager)}`)).body.text).toMatch(
      /^Ihr Slack-Konto ist jetzt mit Leavewise als /,
    );
    expect((await command(MANAGER_SLACK, 'help')).body.text).toMatch(/^Um dieses Slack-Konto mit Leavewise/);
    expect((await command(MANAGER_SLACK, 'unlink')).body.text).toBe(
      `Ihr Slack-Konto ist in Leavewise nicht mehr mit ${manager.firstName} ${manager.lastName} verknüpft.`,
    );
    expect(await t.dataSource.query(`SELECT 1 FROM slack_links WHERE user_id = $1`, [manager.id])).toEqual([]);
    // Unlinked from Slack: the person acted, through Slack.
    const [unlinked] = await t.dataSource.query(
      `SELECT actor_id, details->>'slack_user_id' AS slack, details->>'channel' AS channel
         FROM audit_logs WHERE action = 'slack_account.unlinked' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(unlinked).toEqual({ actor_id: manager.id, slack: MANAGER_SLACK, channel: 'slack' });
    expect((await command('U0NOBODY', 'unlink')).body.text).toBe(
      'This Slack account is not linked to anyone in Leavewise.',
    );
  });

  it('refuses a slash command Slack did not sign, linking nothing', async () => {
    const code = await codeFor(tokens.manager);
    const forged = signedSlackForm('0'.repeat(32), {
      command: '/leavewise',
      text: `link ${code}`,
      user_id: 'U0FORGER',
    });
    const response = await fetch(`${t.url}/api/integrations/slack/commands`, {
      method: 'POST',
      headers: forged.headers,
      body: forged.body,
    });
    expect(response.status).toBe(401);
    expect(await t.dataSource.query(`SELECT 1 FROM slack_links WHERE slack_user_id = 'U0FORGER'`)).toEqual([]);
    const [{ unused }] = await t.dataSource.query(
      `SELECT count(*)::int AS unused FROM slack_link_codes WHERE user_id = $1 AND used_at IS NULL`,
      [manager.id],
    );
    expect(unused).toBe(1);
  });

  it('lets the linked Slack account of a deactivated person decide nothing', async () => {
    const leaver = await buildStaff(t, manager);
    const code = await codeFor(await t.tokenFor(leaver));
    expect((await command('U0LEAVER', `link ${code}`)).body.text).toMatch(/^Your Slack account is now linked/);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [leaver.id]);
    expect(await approveFromSlack('U0LEAVER')).toMatchObject({
      status: 'pending',
      note: expect.stringMatching(/^Leavewise does not know who you are/),
    });
  });
});

describe("the Slack user's name kept with a link", () => {
  it('is what Slack sent, trimmed, and nothing when it is empty, too long or holds control characters', () => {
    expect(slackUserNameFrom(' kim.lee ')).toBe('kim.lee');
    expect(slackUserNameFrom('')).toBeNull();
    expect(slackUserNameFrom(null)).toBeNull();
    expect(slackUserNameFrom('x'.repeat(81))).toBeNull();
    expect(slackUserNameFrom('x'.repeat(80))).toBe('x'.repeat(80));
    expect(slackUserNameFrom('a\nb')).toBeNull();
  });
});
