/** Keys of the auth catalogue that a single sign-on toast reads. */
export type SsoToast = { title: 'sso.loginFailed' | 'sso.loginError'; description: `sso.${string}` };

const failed = (kind: string): SsoToast => ({ title: 'sso.loginFailed', description: `sso.${kind}` });
const error = (kind: string): SsoToast => ({ title: 'sso.loginError', description: `sso.${kind}` });

/** An unexpected failure of a browser sign-in, as a key of the auth catalogue. */
export const UNEXPECTED = 'sso.unexpected';

/**
 * What the single sign-on callback reports in `/login?sso_error=<kind>`, as the spec's toasts (spec
 * §8; the title names the provider): keys of the auth catalogue. The account refusals repeat the
 * server's words.
 */
export function ssoErrorToast(kind: string): SsoToast {
  switch (kind) {
    case 'cancelled':
    case 'failed':
      return failed('cancelledOrFailed');
    case 'profile':
      return failed('profile');
    case 'no_account':
      return failed('noAccount');
    case 'deactivated':
      return failed('deactivated');
    case 'link_unverified':
      return failed('linkUnverified');
    case 'link_conflict':
      return failed('linkConflict');
    case 'no_email':
      return failed('noEmail');
    case 'throttled':
      return failed('throttled');
    case 'unavailable':
      return error('unavailable');
    case 'not_configured':
      return error('notConfigured');
    default:
      return error('unexpected');
  }
}
