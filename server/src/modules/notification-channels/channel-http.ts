import { targetProblem } from '../webhooks/webhook-targets';

export const CHANNEL_TIMEOUT_MS = 10_000;

export interface ChannelHttpAnswer {
  status: number;
  /** The start of the receiver's answer (Slack and Teams explain refusals there). */
  text: string;
}

/** Thrown for a target the SSRF rules refuse; the message is safe to show an administrator. */
export class RefusedTarget extends Error {}

/**
 * The only way notification channels reach the network, so they obey the webhooks' SSRF rules: http(s)
 * without credentials, no address on the server's own networks unless allowed (WEBHOOK_ALLOWED_HOSTS),
 * checked against what DNS answers now, and redirects never followed. `resolve: false` checks only
 * the URL and IP literals (registration). When the shared outbound HTTP module lands, this is the one
 * function that changes.
 */
export async function channelHttp(
  url: string,
  allowedHosts: readonly string[],
  request: { body: string; headers: Record<string, string> } | { check: 'registration' },
): Promise<ChannelHttpAnswer | null> {
  const problem = await targetProblem(url, allowedHosts, !('check' in request));
  if (problem) throw new RefusedTarget(problem);
  if ('check' in request) return null;
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(CHANNEL_TIMEOUT_MS),
    headers: { 'content-type': 'application/json', 'user-agent': 'Leavewise-Notifications/1', ...request.headers },
    body: request.body,
  });
  const text = (await response.text().catch(() => '')).slice(0, 300);
  return { status: response.status, text };
}
