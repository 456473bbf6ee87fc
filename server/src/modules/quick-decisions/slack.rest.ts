import express, { type Request } from 'express';
import { badInput } from '../../lib/errors';
import type { RestRoute } from '../../api/route';
import type { SlackActions } from './slack-actions';
import type { SlackAppService } from './slack-app.service';
import type { SlackCommands } from './slack-commands';

/** Slack sends interactivity requests as a form with one field, `payload` (JSON); a few KiB each. */
const slackForm = express.raw({ type: 'application/x-www-form-urlencoded', limit: '256kb' });

/** A form body Slack signed, read only once its signature is checked. */
async function verifiedForm(slackApp: SlackAppService, req: Request): Promise<URLSearchParams> {
  if (!Buffer.isBuffer(req.body)) throw badInput('Slack sends a form (application/x-www-form-urlencoded)');
  await slackApp.verify(req.body, req.headers['x-slack-request-timestamp'], req.headers['x-slack-signature']);
  return new URLSearchParams(req.body.toString('utf8'));
}

/**
 * Slack's Interactivity Request URL and the slash command's Request URL: anyone may call them, and only
 * a request signed with the app's signing secret, recent and not seen before, is read.
 */
export const slackRoutes = ({
  slackApp,
  slackActions,
  slackCommands,
}: {
  slackApp: SlackAppService;
  slackActions: SlackActions;
  slackCommands: SlackCommands;
}): RestRoute[] => [
  {
    method: 'post',
    path: '/integrations/slack/actions',
    summary:
      "Slack's interactivity requests (Approve and Reject buttons, the rejection reason dialog): a form with `payload`, signed by Slack (X-Slack-Signature, X-Slack-Request-Timestamp).",
    body: { payload: "Slack's interaction payload (JSON, form-encoded)" },
    before: [slackForm],
    statuses: [401, 503],
    handler: async (req) => {
      const field = (await verifiedForm(slackApp, req)).get('payload');
      let payload: unknown;
      try {
        payload = JSON.parse(field ?? '');
      } catch {
        throw badInput('`payload` must be JSON');
      }
      if (!payload || typeof payload !== 'object' || Array.isArray(payload))
        throw badInput('`payload` must be an object');
      const answer = await slackActions.handle(payload);
      return { send: (res) => void (answer ? res.status(200).json(answer) : res.status(200).end()) };
    },
  },
  {
    method: 'post',
    path: '/integrations/slack/commands',
    summary:
      "The Slack app's slash command (`/leavewise link CODE` links the Slack account to the person whose profile gave the code; `/leavewise unlink`): a form signed by Slack (X-Slack-Signature, X-Slack-Request-Timestamp), answered with a note only its sender sees.",
    body: {
      command: 'The slash command as typed (/leavewise)',
      text: 'What followed it: link CODE, or unlink',
      user_id: 'The Slack user who typed it (U…)',
    },
    before: [slackForm],
    statuses: [401, 503],
    handler: async (req) => {
      const answer = await slackCommands.handle(await verifiedForm(slackApp, req));
      return { send: (res) => void res.status(200).json(answer) };
    },
  },
];
