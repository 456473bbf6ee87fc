import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A stand-in for Slack on loopback: its Web API (users.info by a table of emails, views.open), the
 * response_url of each click (/respond/…), and any other path (webhooks) recorded as received.
 */
export async function startFakeSlack() {
  const received: Received[] = [];
  const emails = new Map<string, string>();
  const locales = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      received.push({ path: url.pathname, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/users.info') {
        const id = url.searchParams.get('user') ?? '';
        const email = emails.get(id);
        // Slack sends the locale only when asked (include_locale=true).
        const locale = url.searchParams.get('include_locale') === 'true' ? locales.get(id) : undefined;
        res.end(
          JSON.stringify(
            email ? { ok: true, user: { locale, profile: { email } } } : { ok: false, error: 'user_not_found' },
          ),
        );
      } else if (url.pathname === '/api/views.open') res.end(JSON.stringify({ ok: true }));
      else res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    apiUrl: `${base}/api`,
    received,
    at: (path: string) => received.filter((call) => call.path === path),
    /** Slack's users.info answers this email (and this locale, e.g. "de-DE") for this Slack user id. */
    knows: (slackUserId: string, email: string, locale?: string) => {
      emails.set(slackUserId, email);
      if (locale) locales.set(slackUserId, locale);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A form body as Slack sends it, with the headers of a request signed with `secret` at `timestamp`. */
export function signedSlackRequest(secret: string, payload: unknown, timestamp = Math.floor(Date.now() / 1000)) {
  return signedSlackForm(secret, { payload: JSON.stringify(payload) }, timestamp);
}

/** Any form Slack signs (a slash command's fields, an interaction's payload) with its headers. */
export function signedSlackForm(
  secret: string,
  fields: Record<string, string>,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const body = new URLSearchParams(fields).toString();
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  return {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': signature,
    },
  };
}
