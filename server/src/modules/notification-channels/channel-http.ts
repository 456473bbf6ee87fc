import { OutboundRefused, type OutboundHttp } from '../../lib/outbound-http';

export interface ChannelHttpAnswer {
  status: number;
  /** The start of the receiver's answer (Slack and Teams explain refusals there). */
  text: string;
}

/** Thrown for a target the SSRF rules refuse; the message is safe to show an administrator. */
export class RefusedTarget extends Error {}

/**
 * The only way channels (webhooks included) reach the network: through the server's outbound HTTP
 * module (http(s) without credentials, public addresses only unless allowed by WEBHOOK_ALLOWED_HOSTS,
 * the checked address pinned, no redirects, one deadline for the whole call and at most 4 KiB of the
 * answer read). `check: 'registration'` checks the URL without calling it.
 */
export async function channelHttp(
  outbound: OutboundHttp,
  url: string,
  request:
    | {
        body: string;
        headers: Record<string, string>;
        signal?: AbortSignal;
        /** How much of the answer to read (default 4 KiB; webhooks read none of it). */
        maxBodyBytes?: number;
        userAgent?: string;
      }
    | { check: 'registration' },
): Promise<ChannelHttpAnswer | null> {
  if ('check' in request) {
    const problem = await outbound.problem(url);
    if (problem) throw new RefusedTarget(problem);
    return null;
  }
  try {
    const response = await outbound.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': request.userAgent ?? 'Leavewise-Notifications/1',
        ...request.headers,
      },
      body: request.body,
      maxBodyBytes: request.maxBodyBytes ?? 4096,
      signal: request.signal,
    });
    return { status: response.status, text: response.body.toString('utf8').slice(0, 300) };
  } catch (error) {
    if (error instanceof OutboundRefused) throw new RefusedTarget(error.message);
    throw error;
  }
}
