export const SSO_FAILED = 'Authentication was cancelled or failed';
export const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/**
 * What the single sign-on callback reports in `/login?sso_error=<kind>`, as the spec's toasts (spec
 * §8; the title is prefixed with the provider's name). The account refusals repeat the server's words.
 */
export function ssoErrorToast(kind: string): { title: 'Login Failed' | 'Login Error'; description: string } {
  const failed = (description: string) => ({ title: 'Login Failed' as const, description });
  switch (kind) {
    case 'cancelled':
    case 'failed':
      return failed(SSO_FAILED);
    case 'profile':
      return failed('Could not fetch user profile');
    case 'no_account':
      return failed('There is no Leavewise account for you yet. Ask your administrator to create one.');
    case 'deactivated':
      return failed('Your account is deactivated. Ask your administrator to reactivate it.');
    case 'link_unverified':
      return failed(
        'An account with your email address already exists, and your identity provider has not verified that address, so it cannot be linked. Sign in with your password or ask your administrator.',
      );
    case 'link_conflict':
      return failed(
        'The account with your email address already signs in with another company identity. Ask your administrator.',
      );
    case 'no_email':
      return failed('Your identity provider did not share an email address, so no account can be created.');
    case 'throttled':
      return failed('Too many sign-in attempts. Please wait a minute and try again.');
    case 'unavailable':
      return { title: 'Login Error', description: 'The identity provider cannot be reached. Please try again later.' };
    case 'not_configured':
      return { title: 'Login Error', description: 'Single sign-on is not configured on this server.' };
    default:
      return { title: 'Login Error', description: UNEXPECTED };
  }
}
