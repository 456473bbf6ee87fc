import type { RequestEventKind, WebhookDeliveryStatus } from '../../../__generated__/graphql';
import { parseIsoDate } from '../../../lib/dates';

export interface TokenScope {
  value: string;
  label: string;
  description: string;
  /** Offered to administrators only (the server refuses it to anyone else). */
  administratorsOnly?: boolean;
}

/** The scope that makes administrative changes; no other scope implies it. */
export const ADMIN_SCOPE = 'admin:organisation';
/** Provisioning by a company directory (SCIM): alone on its token, accepted at /scim/v2 only. */
export const SCIM_SCOPE = 'scim:provision';

/** What an API token may do (the server's API_TOKEN_SCOPES). */
export const TOKEN_SCOPES: readonly TokenScope[] = [
  { value: 'read:requests', label: 'Read', description: 'Queries: requests, balances, people it may see' },
  { value: 'write:requests', label: 'Write', description: 'Mutations: submit, approve, reject, cancel' },
  { value: 'subscribe:events', label: 'Subscribe', description: 'Live request events over graphql-ws' },
  {
    value: ADMIN_SCOPE,
    label: 'Administer',
    description: 'Administrative changes: people, roles, policy, holidays, request types, balances, teams',
    administratorsOnly: true,
  },
  {
    value: SCIM_SCOPE,
    label: 'Provision',
    description: 'Directory provisioning (SCIM 2.0 for Entra ID, Okta) only: no other scope, no other API',
    administratorsOnly: true,
  },
];

/** The scopes after ticking or unticking one: the provisioning scope stands alone. */
export function toggledScopes(scopes: readonly string[], scope: string, on: boolean): string[] {
  if (!on) return scopes.filter((item) => item !== scope);
  if (scope === SCIM_SCOPE) return [SCIM_SCOPE];
  return [...scopes.filter((item) => item !== SCIM_SCOPE), scope];
}

/** The scopes offered to the viewer: administrative ones to administrators only. */
export const scopesOffered = (viewerIsAdmin: boolean): readonly TokenScope[] =>
  TOKEN_SCOPES.filter((scope) => viewerIsAdmin || !scope.administratorsOnly);

export const TOKEN_EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
  { value: 'date', label: 'On a date…' },
];

/**
 * When a token created now with this choice stops working: after N days, at the end of the chosen
 * day, or never (null). Undefined when a date is needed and missing or not in the future.
 */
export function tokenExpiry(choice: string, date: string, now: Date = new Date()): string | null | undefined {
  if (choice === 'never') return null;
  if (choice === 'date') {
    if (!date) return undefined;
    const end = parseIsoDate(date);
    end.setHours(23, 59, 59, 999);
    return end.getTime() > now.getTime() ? end.toISOString() : undefined;
  }
  return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}

export type TokenState = 'active' | 'revoked' | 'expired';

export function tokenState(
  token: { revokedAt?: string | null; expiresAt?: string | null },
  now = new Date(),
): TokenState {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export const TOKEN_STATE_STYLE: Record<TokenState, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  revoked: { label: 'Revoked', palette: 'red' },
  expired: { label: 'Expired', palette: 'gray' },
};

/** Request event kinds a webhook may receive. */
export const WEBHOOK_EVENTS: { value: RequestEventKind; label: string }[] = [
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export const DELIVERY_STYLE: Record<WebhookDeliveryStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'yellow' },
  SUCCEEDED: { label: 'Succeeded', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
};

/** A problem with a new webhook's fields, or null (the server checks again). */
export function webhookFormProblem(form: { url: string; events: string[]; secret: string }): string | null {
  let url: URL;
  try {
    url = new URL(form.url.trim());
  } catch {
    return 'Enter the full URL, starting with https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The webhook URL must use http or https';
  if (!form.events.length) return 'Choose at least one event';
  if (form.secret.trim() && form.secret.trim().length < 16) return 'The secret must be at least 16 characters';
  return null;
}
