import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { inSightAndClickable } from './support/overlap';
import { atBothWidths, overflowsHorizontally, settle } from './support/screens';
import { LoginPage } from './pages/login.page';

/** A loopback stand-in for Slack: resolves `next(path)` with the body of the next call to it. */
async function startReceiver() {
  const waiters: { path: string; resolve: (body: string) => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const waiter = waiters.find((candidate) => candidate.path === req.url);
      if (waiter) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(Buffer.concat(chunks).toString('utf8'));
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    next: (path: string) => new Promise<string>((resolve) => waiters.push({ path, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a notification channel's language", () => {
  const browser = useBrowser();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const stamp = Date.now().toString(36);
  const name = `Personalwesen ${stamp}`;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const { notificationChannels } = await gql<{ notificationChannels: { id: string; name: string }[] }>(
      browser.baseUrl,
      '{ notificationChannels { id name } }',
      {},
      admin.token,
    );
    for (const channel of notificationChannels.filter((candidate) => candidate.name.endsWith(stamp)))
      await gql(
        browser.baseUrl,
        'mutation ($id: ID!) { deleteNotificationChannel(id: $id) }',
        { id: channel.id },
        admin.token,
      );
    await receiver.close();
  });

  it('is picked in the channel dialog at 1440 and 390 px, and the channel speaks it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP_WIDE);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/notifications?tab=channels`);
    await page.getByRole('tab', { name: 'Channels', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Add channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add channel' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Type').selectOption('SLACK');
    await dialog.getByLabel('Webhook URL').fill(receiver.url(`/ok/${stamp}`));
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
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem', { name });
    const received = receiver.next(`/ok/${stamp}`);
    await card.getByRole('button', { name: `Test ${name}` }).click();
    const body = JSON.parse(await received);
    expect(body.blocks[0].text.text).toBe('Testnachricht von Leavewise');
    expect(body.blocks.at(-1).elements[0].text).toBe('Mittlere Priorität · Testnachricht');

    // Editing shows the stored language and changes it.
    await page.setViewportSize(PHONE);
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('dialog', { name: 'Edit channel' });
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
