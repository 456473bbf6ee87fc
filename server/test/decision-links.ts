import type { TestApp } from './harness';

/** The REST facade's answer: the link's view or the decision's outcome in `data`, or a refusal. */
export interface DecisionLinkAnswer {
  message?: string;
  code?: string;
  data?: { status?: string; [field: string]: unknown };
}

export interface DecisionLinks {
  approve: string;
  reject: string;
  /** Whether the outbox marks the message as holding single-use links (erased once sent). */
  sensitive: boolean;
}

/** The tokens of the Approve and Reject links in the newest email queued for `recipient`, or null. */
export async function latestDecisionLinks(t: TestApp, recipient: string): Promise<DecisionLinks | null> {
  const [mail] = await t.dataSource.query(
    `SELECT body_text, sensitive FROM email_outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [recipient],
  );
  if (!mail) return null;
  const approve = /^Approve: https?:\/\/\S+\/decide\/([A-Za-z0-9_-]{43})$/m.exec(mail.body_text);
  const reject = /^Reject: https?:\/\/\S+\/decide\/([A-Za-z0-9_-]{43})$/m.exec(mail.body_text);
  return approve && reject ? { approve: approve[1], reject: reject[1], sensitive: mail.sensitive } : null;
}

/** Calls the confirmation page's API with a link's token (as `bearer` when given). */
export async function decisionLinkCall(
  t: TestApp,
  method: 'GET' | 'POST',
  token: string,
  body?: unknown,
  bearer?: string,
): Promise<{ status: number; json: DecisionLinkAnswer }> {
  const response = await fetch(`${t.url}/api/quick-decisions/${token}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as DecisionLinkAnswer };
}
