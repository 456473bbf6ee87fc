import { describe, expect, inject, it } from 'vitest';
import { gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { LoginPage } from './pages/login.page';

/** The provider name the server shows for a generic OpenID Connect issuer (Microsoft for Entra ID). */
const PROVIDER = 'SSO';
const issuer = inject('ssoIssuer');

describe.runIf(issuer)('corporate single sign-on against a local OpenID Connect issuer', () => {
  const browser = useBrowser();

  it('signs a new person in at the identity provider and lands on the dashboard with the spec toast', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    const email = `wanda.${Date.now()}.maximoff@contoso.test`;

    await login.open();
    await login.ssoButton(PROVIDER).click();
    await page.waitForURL(`${issuer}/interaction/**`);
    await page.getByLabel('Email').fill(email);
    // The toast shows for four seconds while the dashboard loads: watch for it from the start.
    const toast = Promise.all([
      page.getByText(`${PROVIDER} Login Successful!`).waitFor(),
      page.getByText('Welcome back, Wanda!').waitFor(),
    ]);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await toast;
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/dashboard');
    expect(url.search).toBe('');

    // The session is the new person's, read back from the server.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { viewer } = await gql<{ viewer: { email: string; fullName: string; role: string } }>(
      browser.baseUrl,
      '{ viewer { email fullName role } }',
      {},
      token ?? undefined,
    );
    expect(viewer).toEqual({ email, fullName: 'Wanda Maximoff', role: 'STAFF' });
  });

  it('returns to the sign-in page with the spec toast when the person cancels at the identity provider', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);

    await login.open();
    await login.ssoButton(PROVIDER).click();
    await page.waitForURL(`${issuer}/interaction/**`);
    const toast = Promise.all([
      page.getByText(`${PROVIDER} Login Failed`).waitFor(),
      page.getByText('Authentication was cancelled or failed').waitFor(),
    ]);
    await page.getByRole('link', { name: 'Cancel' }).click();

    await toast;
    await page.waitForURL(`${browser.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
