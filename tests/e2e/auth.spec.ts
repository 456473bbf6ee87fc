import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, apiLogin, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

describe('signing up and signing in', () => {
  const browser = useBrowser();

  it('registers an account, then signs in with it and reaches the dashboard', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    const person = {
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: `jamie-${Date.now()}@example.com`,
      password: 'correct-horse-1',
    };

    await login.open();
    await login.switchToSignUp();
    await login.register(person);
    await page.getByText('Account Created Successfully!').waitFor();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await login.emailValue()).toBe(person.email);

    await login.signIn(person.email, person.password);
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await new Layout(page).roleBadge().textContent()).toBe('Staff');
  });

  it('refuses to register without agreeing to the terms', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    const email = `terms-${Date.now()}@example.com`;
    await login.open();
    await login.switchToSignUp();
    await login.register({ firstName: 'Terry', lastName: 'Terms', email, password: 'whatever-123' }, false);
    await page.getByText('Please agree to the Terms & Conditions to continue.').waitFor();
    await expect(apiLogin(browser.baseUrl, email, 'whatever-123')).rejects.toThrow();
  });

  it('shows the failure inline and in a toast for a wrong password', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    await login.open();
    await login.signIn(DEMO.staff, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await page.getByText('Login Failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs out after confirmation and keeps the person out', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await new Layout(page).signOut();
    await page.getByRole('heading', { name: /Create an account|Welcome back/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${browser.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
  });

  it('sends the person to /login when the server stops accepting the token', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.lead, DEMO_PASSWORD);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Revoke every token of this person behind the page's back. The live socket is closed with 4401
    // at once, or the page's next call is refused: either way the page signs the person out. The click
    // may find the sidebar already gone.
    await gql(browser.baseUrl, 'mutation { logout }', {}, token ?? undefined);
    await new Layout(page)
      .navLink('Request History')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL('**/login');
    await page.getByText('Authentication failed. Please log in again.').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });
});
