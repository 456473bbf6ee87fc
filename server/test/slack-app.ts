import type { AppConfig } from '../src/config';
import { signedSlackForm, signedSlackRequest, startFakeSlack } from './fake-slack';
import { startTestApp, type TestApp } from './harness';

/** The Slack app's credentials as an administrator enters them (of the shapes Slack issues). */
export const SLACK_SIGNING_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const SLACK_BOT_TOKEN = 'xoxb-1234567890-abcdefghij';

export type SlackAction = 'leavewise_approve' | 'leavewise_reject';

/** What Slack posts back answered: its HTTP status and its JSON body (null when empty). */
export interface SlackAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * A Leavewise whose Slack API is a fake Slack on loopback (`slack`), and what Slack does to it: the
 * administrator's set-up of the Slack app, button clicks (each with its own response_url on the fake),
 * slash commands and any other interaction, signed with the app's secret as Slack signs them.
 */
export interface SlackTestApp {
  t: TestApp;
  slack: Awaited<ReturnType<typeof startFakeSlack>>;
  /** Sets the Slack app up as `adminToken`; answers the mutation's result with `selection`. */
  configure(adminToken: string, selection?: string): Promise<Awaited<ReturnType<TestApp['gql']>>>;
  /** A click on a message's button by `slackUser`, as Slack sends it; its response_url is `/respond/<n>`. */
  click(
    slackUser: string,
    action: SlackAction,
    requestId: string,
  ): { type: string; user: { id: string }; trigger_id: string; response_url: string; actions: unknown[] };
  /** How many clicks were made: the last one's response_url is `/respond/<clicks>`. */
  readonly clicks: number;
  /** What Leavewise sent to a click's response_url, parsed. */
  responses(click: number): Record<string, unknown>[];
  /** Posts an interaction (a click, a dialog's submission): a payload is signed with the app's secret first. */
  act(interaction: object | { body: string; headers: Record<string, string> }): Promise<SlackAnswer>;
  /** `/leavewise <text>` typed by `slackUser`, signed as Slack posts it. */
  /** `/leavewise <text>` typed by `slackUser`; `more` adds fields of Slack's form (e.g. `user_name`). */
  command(slackUser: string, text: string, more?: Record<string, string>): Promise<SlackAnswer>;
  close(): Promise<void>;
}

const isSigned = (value: object): value is { body: string; headers: Record<string, string> } =>
  'body' in value && 'headers' in value && typeof (value as { body: unknown }).body === 'string';

async function answerOf(response: Response): Promise<SlackAnswer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Starts the fake Slack and a test app that calls it (and may post to it, on loopback). */
export async function startSlackTestApp(config: Partial<AppConfig> = {}): Promise<SlackTestApp> {
  const slack = await startFakeSlack();
  const t = await startTestApp({
    config: {
      publicUrl: 'https://leave.example.test',
      slackApiUrl: slack.apiUrl,
      webhookAllowedHosts: ['127.0.0.1'],
      ...config,
    },
  });
  let clicks = 0;
  let commands = 0;
  const post = (path: string, signed: { body: string; headers: Record<string, string> }) =>
    fetch(`${t.url}/api/integrations/slack/${path}`, { method: 'POST', headers: signed.headers, body: signed.body });
  return {
    t,
    slack,
    configure: (adminToken, selection = 'configured') =>
      t.gql(
        `mutation ($input: SlackAppInput!) { configureSlackApp(input: $input) { ${selection} } }`,
        { input: { signingSecret: SLACK_SIGNING_SECRET, botToken: SLACK_BOT_TOKEN } },
        adminToken,
      ),
    click(slackUser, action, requestId) {
      clicks += 1;
      return {
        type: 'block_actions',
        user: { id: slackUser },
        trigger_id: `trigger-${clicks}`,
        response_url: `${slack.base}/respond/${clicks}`,
        actions: [{ action_id: action, value: requestId }],
      };
    },
    get clicks() {
      return clicks;
    },
    responses: (click) => slack.at(`/respond/${click}`).map((call) => JSON.parse(call.body)),
    act: async (interaction) =>
      answerOf(
        await post(
          'actions',
          isSigned(interaction) ? interaction : signedSlackRequest(SLACK_SIGNING_SECRET, interaction),
        ),
      ),
    command: async (slackUser, text, more = {}) =>
      answerOf(
        await post(
          'commands',
          signedSlackForm(SLACK_SIGNING_SECRET, {
            command: '/leavewise',
            text,
            user_id: slackUser,
            team_id: 'T0TEAM',
            response_url: `${slack.base}/respond/command-${++commands}`,
            ...more,
          }),
        ),
      ),
    async close() {
      await t.close();
      await slack.close();
    },
  };
}
