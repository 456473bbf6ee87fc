import type { SsoSettings } from '../src/auth/sso';
import { api, snapshot } from '../../tests/rest/helpers';
import { startTestApp, type TestApp } from './harness';
import { ssoSettings, startLocalIssuer } from './local-issuer';

/** Users and identities as a fingerprint: a refused sign-in must change neither. */
export const accountsSnapshot = async (t: TestApp) =>
  `${await snapshot(t, 'users')}|${await snapshot(t, 'user_sso_identities')}`;

export const ssoLogin = (t: TestApp, body: Record<string, unknown>) =>
  api<{ token: string; user: { id: string; email: string; first_name: string; last_name: string } }>(
    t,
    'POST',
    '/auth/sso-login',
    { body },
  );

/** An app whose single sign-on trusts a real issuer on loopback, with the settings' `overrides`. */
export async function startSsoApp(overrides: Partial<SsoSettings> = {}) {
  const issuer = await startLocalIssuer();
  const t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer, overrides) } });
  const close = async () => {
    await t.close();
    await issuer.close();
  };
  return { issuer, t, close };
}
