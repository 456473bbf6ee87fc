import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { inSightAndClickable } from './support/overlap';
import { atBothWidths, overflowsHorizontally, settle } from './support/screens';
import { LoginPage } from './pages/login.page';
import { deleteChannelsEndingWith, NotificationChannelsPage } from './pages/notification-channels.page';
import { startWebhookReceiver } from './support/receiver';

describe("a notification channel's language", () => {
  const browser = useBrowser();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const stamp = Date.now().toString(36);
  const name = `Personalwesen ${stamp}`;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await deleteChannelsEndingWith(browser.baseUrl, stamp);
    await receiver.close();
  });

  it('is picked in the channel dialog at 1440 and 390 px, and the channel speaks it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP_WIDE);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const channels = new NotificationChannelsPage(page, browser.baseUrl);
    await channels.open();

    const dialog = await channels.openAddDialog();
    await channels.fill(dialog, { name, type: 'SLACK', webhookUrl: receiver.url(`/ok/${stamp}`) });
    const language = dialog.getByLabel('Language of its messages');
    expect(await language.inputValue()).toBe('en');
    await language.selectOption('de');
    await atBothWidths(page, async (width) => {
      await settle(page);
      // The dialog covers the page behind it: each of its controls, scrolled to, is in sight and takes a click.
      const controls = [
        dialog.getByLabel('Name'),
        dialog.getByLabel('Type'),
        dialog.getByLabel('Webhook URL'),
        language,
        dialog.getByRole('button', { name: 'Add channel' }),
      ];
      const blocked: string[] = [];
      for (const [index, control] of controls.entries()) {
        await control.scrollIntoViewIfNeeded();
        if (!(await inSightAndClickable(control))) blocked.push(String(index));
      }
      expect({ width, blocked }).toEqual({ width, blocked: [] });
      expect(await overflowsHorizontally(page)).toBe(false);
      await page.screenshot({ path: `/tmp/channel-language-${width}.png` });
    });
    await channels.submit(dialog);
    await dialog.waitFor({ state: 'detached' });

    const received = receiver.next(`/ok/${stamp}`);
    await channels.test(name);
    const body = JSON.parse((await received).body);
    expect(body.blocks[0].text.text).toBe('Testnachricht von Leavewise');
    expect(body.blocks.at(-1).elements[0].text).toBe('Mittlere Priorität · Testnachricht');

    // Editing shows the stored language and changes it.
    await page.setViewportSize(PHONE);
    const editing = await channels.edit(name);
    expect(await editing.getByLabel('Language of its messages').inputValue()).toBe('de');
    await editing.getByLabel('Language of its messages').selectOption('fr');
    await editing.getByRole('button', { name: 'Save channel' }).click();
    await editing.waitFor({ state: 'detached' });
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const { notificationChannels } = await gql<{ notificationChannels: { name: string; language: string }[] }>(
      browser.baseUrl,
      '{ notificationChannels { name language } }',
      {},
      admin.token,
    );
    expect(notificationChannels.find((channel) => channel.name === name)?.language).toBe('fr');
  });
});
