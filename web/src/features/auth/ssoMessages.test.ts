import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { ssoErrorToast } from './ssoMessages';

let t: TFunction;
beforeAll(async () => {
  await i18n.loadLanguages(['en', 'de']);
  await i18n.loadNamespaces('auth');
  t = i18n.getFixedT('en', 'auth');
});

/** The toast as a person reads it in English. */
const english = (kind: string, provider = 'Okta') => {
  const toast = ssoErrorToast(kind);
  return { title: t(toast.title, { provider }), description: t(toast.description) };
};

describe('single sign-on toasts (spec §8)', () => {
  it('says the sign-in was cancelled or failed when the person cancelled or the provider failed', () => {
    expect(english('cancelled')).toEqual({
      title: 'Okta Login Failed',
      description: 'Authentication was cancelled or failed',
    });
    expect(ssoErrorToast('failed')).toEqual(ssoErrorToast('cancelled'));
  });

  it('says the profile could not be fetched when the directory gave none', () => {
    expect(english('profile')).toEqual({ title: 'Okta Login Failed', description: 'Could not fetch user profile' });
  });

  it('explains account refusals and answers anything unknown as an unexpected error', () => {
    expect(english('deactivated').description).toMatch(/deactivated/);
    expect(english('something-new')).toEqual({
      title: 'Okta Login Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });

  it('has words in the catalogue for every kind the server reports, in every language', () => {
    const kinds = ['cancelled', 'profile', 'no_account', 'deactivated', 'link_unverified', 'link_conflict'];
    kinds.push('no_email', 'throttled', 'unavailable', 'not_configured', 'unknown');
    const german = i18n.getFixedT('de', 'auth');
    for (const kind of kinds) {
      const { description } = ssoErrorToast(kind);
      expect(i18n.exists(description, { lng: 'en', ns: 'auth' }), kind).toBe(true);
      expect(german(description)).not.toBe(t(description));
    }
  });
});
