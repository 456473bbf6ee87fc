import { describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD } from './support/api';
import { useBrowser } from './support/fixtures';
import { atBothWidths, overflowsHorizontally } from './support/screens';
import { LoginPage } from './pages/login.page';

describe('Changelog', () => {
  const browser = useBrowser();

  it("shows the product's real history with stats, filters and timeline and version views", async () => {
    const session = await apiLogin(browser.baseUrl, DEMO.staff, DEMO_PASSWORD);
    const answer = (await (
      await fetch(`${browser.baseUrl}/api/changelog`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as { data: { commits: { hash: string; message: string }[] } };
    const commits = answer.data.commits;
    expect(commits.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Changelog' }).click();
    await page.getByRole('heading', { name: 'Changelog', level: 1 }).waitFor();

    await atBothWidths(page, async () => {
      await page.getByTestId('changelog-timeline').waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
    });
    await page.getByText(String(commits.length), { exact: true }).first().waitFor();

    // The text filter narrows to one commit by its hash.
    const target = commits[Math.min(3, commits.length - 1)];
    await page.getByPlaceholder('Search messages, authors, files...').fill(target.hash.slice(0, 12));
    await page.getByTestId('changelog-commit').first().getByText(target.message).waitFor();
    await expect.poll(() => page.getByTestId('changelog-commit').count()).toBe(1);

    await page.getByLabel('View').selectOption('versions');
    await page.getByTestId('changelog-versions').getByText(target.message).waitFor();
    await page.getByLabel('Breaking').selectOption('breaking');
    await expect.poll(() => page.getByTestId('changelog-commit').count()).toBe(0);
  });
});
