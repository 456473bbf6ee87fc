import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, apiLogin } from './support/api';
import { watchViolations } from './support/csp';
import { useBrowser } from './support/fixtures';
import { LoginPage } from './pages/login.page';

describe('under the Content Security Policy', () => {
  const browser = useBrowser();

  it('loads the app and signs in without a single violation', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`${browser.baseUrl}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.getByText('Recent Requests').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('runs a query in GraphiQL with a pasted token without a single violation', async () => {
    const { token } = await apiLogin(browser.baseUrl, DEMO.staff, DEMO_PASSWORD);
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.addInitScript(() => localStorage.setItem('graphiql:query', '{ viewer { email } }'));
    await page.goto(`${browser.baseUrl}/graphiql`);
    await page.getByPlaceholder('Paste the token from Mutation.login').fill(token);
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.graphiql-response').getByText(DEMO.staff).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('refuses to be framed by another page', async () => {
    const page = await browser.newPage();
    await page.setContent(`<iframe id="frame" src="${browser.baseUrl}/login"></iframe>`);
    const frame = await (await page.waitForSelector('#frame')).contentFrame();
    await frame!.waitForLoadState('load');
    // Chromium replaces a refused frame with its error page: the sign-in screen never renders there.
    expect(frame!.url()).toMatch(/^chrome-error:/);
    expect(await frame!.getByRole('heading', { name: /Create an account|Welcome back/ }).count()).toBe(0);
  });
});
