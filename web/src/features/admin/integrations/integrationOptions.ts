import type { TFunction } from 'i18next';
import type { RequestEventKind, WebhookDeliveryStatus } from '../../../__generated__/graphql';
import { parseIsoDate } from '../../../lib/dates';

export interface TokenScope {
  /** The API's name of the scope, shown as it is. */
  value: string;
  /** What it allows, in words: `scopes.<key>` (a scope's own name has a colon, which catalogue keys cannot). */
  key: string;
  /** Offered to administrators only (the server refuses it to anyone else). */
  administratorsOnly?: boolean;
}

/** The scope that makes administrative changes; no other scope implies it. */
export const ADMIN_SCOPE = 'admin:organisation';
/** Provisioning by a company directory (SCIM): alone on its token, accepted at /scim/v2 only. */
export const SCIM_SCOPE = 'scim:provision';

/** What an API token may do (the server's API_TOKEN_SCOPES). */
export const TOKEN_SCOPES: readonly TokenScope[] = [
  { value: 'read:requests', key: 'read' },
  { value: 'write:requests', key: 'write' },
  { value: 'subscribe:events', key: 'subscribe' },
  { value: ADMIN_SCOPE, key: 'administer', administratorsOnly: true },
  { value: SCIM_SCOPE, key: 'provision', administratorsOnly: true },
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

/** How long a new token works: days, never, or until a date (named by `expiry.<choice>`). */
export const TOKEN_EXPIRY_CHOICES = ['30', '90', '365', 'never', 'date'];

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

/** A token state's badge colour; its words are `tokenStates.<state>`. */
export const TOKEN_STATE_PALETTE: Record<TokenState, string> = {
  active: 'green',
  revoked: 'red',
  expired: 'gray',
};

/** Request event kinds a webhook may receive (named by `events.<kind>`). */
export const WEBHOOK_EVENTS: RequestEventKind[] = ['SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED'];

/** A delivery status's badge colour; its words are `deliveryStatus.<status>`. */
export const DELIVERY_PALETTE: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'yellow',
  SUCCEEDED: 'green',
  FAILED: 'red',
};

/** A problem with a new webhook's fields, in words, or null (the server checks again). */
export function webhookFormProblem(
  form: { url: string; events: string[]; secret: string },
  t: TFunction,
): string | null {
  let url: URL;
  try {
    url = new URL(form.url.trim());
  } catch {
    return t('webhooks.problems.url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t('webhooks.problems.protocol');
  if (!form.events.length) return t('webhooks.problems.events');
  if (form.secret.trim() && form.secret.trim().length < 16) return t('webhooks.problems.secret');
  return null;
}
