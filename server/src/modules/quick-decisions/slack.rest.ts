import express from 'express';
import { badInput } from '../../lib/errors';
import type { RestRoute } from '../../rest/route';
import type { SlackActions } from './slack-actions';
import type { SlackAppService } from './slack-app.service';

/** Slack sends interactivity requests as a form with one field, `payload` (JSON); a few KiB each. */
const slackForm = express.raw({ type: 'application/x-www-form-urlencoded', limit: '256kb' });

/**
 * Slack's Interactivity Request URL: anyone may call it, and only a request signed with the app's
 * signing secret, recent and not seen before, is read.
 */
export const slackRoutes = ({
  slackApp,
  slackActions,
}: {
  slackApp: SlackAppService;
  slackActions: SlackActions;
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
      if (!Buffer.isBuffer(req.body)) throw badInput('Slack sends a form (application/x-www-form-urlencoded)');
      const raw = req.body;
      await slackApp.verify(raw, req.headers['x-slack-request-timestamp'], req.headers['x-slack-signature']);
      const field = new URLSearchParams(raw.toString('utf8')).get('payload');
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
];
