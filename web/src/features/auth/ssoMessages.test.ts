import { describe, expect, it } from 'vitest';
import { ssoErrorToast } from './ssoMessages';

describe('single sign-on toasts (spec §8)', () => {
  it('says the sign-in was cancelled or failed when the person cancelled or the provider failed', () => {
    expect(ssoErrorToast('cancelled')).toEqual({
      title: 'Login Failed',
      description: 'Authentication was cancelled or failed',
    });
    expect(ssoErrorToast('failed')).toEqual(ssoErrorToast('cancelled'));
  });

  it('says the profile could not be fetched when the directory gave none', () => {
    expect(ssoErrorToast('profile')).toEqual({ title: 'Login Failed', description: 'Could not fetch user profile' });
  });

  it('explains account refusals and answers anything unknown as an unexpected error', () => {
    expect(ssoErrorToast('deactivated').description).toMatch(/deactivated/);
    expect(ssoErrorToast('something-new')).toEqual({
      title: 'Login Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });
});
