import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n';
import {
  ADMIN_SCOPE,
  SCIM_SCOPE,
  scopesOffered,
  toggledScopes,
  tokenExpiry,
  tokenState,
  webhookFormProblem,
} from './integrationOptions';

let en: TFunction;
let es: TFunction;
beforeAll(async () => {
  await i18n.reloadResources(['en', 'es'], ['admin-integrations']);
  en = i18n.getFixedT('en', 'admin-integrations');
  es = i18n.getFixedT('es', 'admin-integrations');
});

describe('integration options', () => {
  const now = new Date(2026, 10, 23, 12, 0);

  it('turns the expiry choice into an instant, or null for never', () => {
    expect(tokenExpiry('30', '', now)).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString());
    expect(tokenExpiry('never', '', now)).toBeNull();
    expect(tokenExpiry('date', '2026-12-31', now)).toBe(new Date(2026, 11, 31, 23, 59, 59, 999).toISOString());
    expect(tokenExpiry('date', '2026-11-01', now)).toBeUndefined();
    expect(tokenExpiry('date', '', now)).toBeUndefined();
  });

  it('offers the administrative scope to administrators only', () => {
    expect(scopesOffered(true).map((scope) => scope.value)).toContain(ADMIN_SCOPE);
    expect(scopesOffered(false).map((scope) => scope.value)).toEqual([
      'read:requests',
      'write:requests',
      'subscribe:events',
    ]);
  });

  it('keeps the provisioning scope alone on its token', () => {
    expect(toggledScopes(['read:requests', 'write:requests'], SCIM_SCOPE, true)).toEqual([SCIM_SCOPE]);
    expect(toggledScopes([SCIM_SCOPE], 'read:requests', true)).toEqual(['read:requests']);
    expect(toggledScopes(['read:requests'], 'write:requests', true)).toEqual(['read:requests', 'write:requests']);
    expect(toggledScopes(['read:requests', 'write:requests'], 'read:requests', false)).toEqual(['write:requests']);
  });

  it('tells active, revoked and expired tokens apart', () => {
    expect(tokenState({}, now)).toBe('active');
    expect(tokenState({ revokedAt: '2026-11-01T00:00:00Z' }, now)).toBe('revoked');
    expect(tokenState({ expiresAt: '2026-11-01T00:00:00Z' }, now)).toBe('expired');
  });

  it('checks a new webhook before sending it, in the language of the screen', () => {
    expect(webhookFormProblem({ url: 'hooks.example.com', events: ['APPROVED'], secret: '' }, en)).toBe(
      'Enter the full URL, starting with https://',
    );
    expect(webhookFormProblem({ url: 'ftp://example.com', events: ['APPROVED'], secret: '' }, en)).toBe(
      'The webhook URL must use http or https',
    );
    expect(webhookFormProblem({ url: 'https://example.com/hook', events: [], secret: '' }, en)).toBe(
      'Choose at least one event',
    );
    expect(webhookFormProblem({ url: 'https://example.com/hook', events: [], secret: '' }, es)).toBe(
      'Elija al menos un evento',
    );
    expect(webhookFormProblem({ url: 'https://example.com/hook', events: ['APPROVED'], secret: 'short' }, en)).toBe(
      'The secret must be at least 16 characters',
    );
    expect(webhookFormProblem({ url: 'https://example.com/hook', events: ['APPROVED'], secret: '' }, en)).toBeNull();
  });
});
