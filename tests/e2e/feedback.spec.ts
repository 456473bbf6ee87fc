import { describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { DESKTOP } from './support/browser';
import { atBothWidths, settle } from './support/screens';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

describe('feedback', () => {
  const browser = useBrowser();

  it('records feedback with the reporter and page, and administrators read and resolve it', async () => {
    const message = `The calendar is lovely ${Date.now().toString(36)}`;
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/calendar`);
    await page.getByRole('heading', { name: 'Team Calendar', level: 1 }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await atBothWidths(page, async () => {
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await new Layout(page).openFeedback();
      await dialog.waitFor();
      await settle(page);
    });
    // An empty message is refused in place.
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.getByText('Please tell us what you think').waitFor();
    await dialog.getByLabel('What is it about?').selectOption('PRAISE');
    await dialog.getByLabel('Your feedback').fill(message);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you for your feedback').waitFor();

    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const { feedbackEntries } = await gql<{
      feedbackEntries: {
        entries: {
          message: string;
          category: string;
          pagePath: string;
          pageTitle: string;
          viewport: string;
          reporter: { email: string };
        }[];
      };
    }>(
      browser.baseUrl,
      '{ feedbackEntries { entries { message category pagePath pageTitle viewport reporter { email } } } }',
      {},
      admin.token,
    );
    expect(feedbackEntries.entries.find((e) => e.message === message)).toEqual({
      message,
      category: 'PRAISE',
      pagePath: '/calendar',
      pageTitle: 'Team Calendar',
      viewport: `${DESKTOP.width}x${DESKTOP.height}`,
      reporter: { email: DEMO.staff },
    });

    const adminPage = await browser.newPage();
    await new LoginPage(adminPage, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await new Layout(adminPage).openAdmin('Feedback');
    await adminPage.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
    const entry = adminPage.getByTestId('feedback-entry').filter({ hasText: message });
    await atBothWidths(adminPage, async () => {
      await entry.getByText('/calendar').waitFor();
    });
    await entry.getByRole('button', { name: 'Mark resolved' }).click();
    await entry.getByText('Resolved', { exact: true }).waitFor();

    // Staff have no feedback list.
    await page.goto(`${browser.baseUrl}/admin/feedback`);
    await page.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
  });
});
