import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates } from './support/api';
import { useBrowser } from './support/fixtures';
import { IntegrationsPage } from './pages/integrations.page';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback (the e2e server allows 127.0.0.1 through WEBHOOK_ALLOWED_HOSTS). */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leavewise`, received }),
    ),
  );
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('integrations: API tokens and webhooks', () => {
  const browser = useBrowser();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  it('creates an API token that works over plain HTTP within its scope, shows its last use, and revokes it', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await new Layout(page).openAdmin('Integrations');
    const integrations = new IntegrationsPage(page, browser.baseUrl);
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();

    const name = `Payroll export ${Date.now().toString(36)}`;
    const token = await integrations.createToken(name, ['read:requests'], '30 days');
    expect(token).toMatch(/^lw_/);
    const row = integrations.token(name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('Last usedNever');
    expect(await row.textContent()).toContain(token.slice(0, 10));

    // A plain HTTP call with the token acts as its owner.
    const call = (query: string) =>
      fetch(`${browser.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      }).then((response) => response.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);
    expect((await call('{ viewer { email } }')).data).toEqual({ viewer: { email: DEMO.admin } });
    const rest = await fetch(`${browser.baseUrl}/api/pto/balances`, { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);
    // Without the write scope, mutations are refused.
    const write = await call('mutation { markAllNotificationsRead }');
    expect(JSON.stringify(write.errors)).toContain('write:requests');

    await page.reload();
    await row.waitFor();
    expect(await row.textContent()).toContain('Last usedJust now');
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const listed = await gql<{ apiTokens: { name: string; expiresAt: string | null; scopes: string[] }[] }>(
      browser.baseUrl,
      '{ apiTokens { name expiresAt scopes } }',
      {},
      admin.token,
    );
    const stored = listed.apiTokens.find((item) => item.name === name)!;
    expect(stored.scopes).toEqual(['read:requests']);
    const days = (new Date(stored.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await integrations.revokeToken(name);
    await toast(page, 'API token revoked').waitFor();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
    expect((await call('{ viewer { email } }')).data).toEqual({ viewer: null });
  });

  it('adds a webhook that receives signed deliveries, shows their status codes, redelivers, pauses and deletes it', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const integrations = new IntegrationsPage(page, browser.baseUrl);
    await integrations.open();
    const secret = 'e2e-signing-secret-0123456789';
    const shown = await integrations.addWebhook(receiver.url, ['Submitted'], secret, 'e2e receiver');
    expect(shown).toBe(secret);
    const item = integrations.webhook(receiver.url);
    await item.waitFor();
    expect(await item.textContent()).toContain('Submitted');
    expect(await item.textContent()).toContain('no deliveries yet');

    // A request submitted by someone becomes a signed delivery.
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(1);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const [first] = receiver.received;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(first.headers['leavewise-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first.body}`).digest('hex'));
    expect(first.headers['leavewise-event']).toBe('leave_request.submitted');
    const deliveryId = String(first.headers['leavewise-delivery']);

    await item.getByRole('button', { name: 'Deliveries' }).click();
    const delivery = item.getByTestId('webhook-delivery').first();
    await delivery.waitFor();
    await expect
      .poll(
        async () => {
          await item.getByRole('button', { name: 'Refresh' }).click();
          return delivery.textContent();
        },
        { timeout: 15_000 },
      )
      .toMatch(/Succeeded.*1 attempt.*last status 200/);

    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await toast(page, 'Delivery queued again').waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(receiver.received[1].headers['leavewise-delivery']).toBe(deliveryId);
    await expect
      .poll(
        async () => {
          await item.getByRole('button', { name: 'Refresh' }).click();
          return delivery.textContent();
        },
        { timeout: 15_000 },
      )
      .toMatch(/Succeeded.*2 attempts.*last status 200/);
    await delivery.getByRole('button', { name: /Attempt log/ }).click();
    await expect.poll(() => delivery.getByRole('listitem').count()).toBe(2);

    // The receiver processed the first event and lost what came after: replay everything after its cursor.
    const colleague = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager });
    const colleagueSession = await apiLogin(browser.baseUrl, colleague.email, colleague.password);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      colleagueSession.token,
    );
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await item.getByLabel('Replay events after cursor').fill(JSON.parse(first.body).cursor);
    await item.getByRole('button', { name: 'Replay' }).click();
    await toast(page, '1 event queued again').waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    expect(receiver.received[3].headers['leavewise-delivery']).toBe(receiver.received[2].headers['leavewise-delivery']);
    expect(receiver.received[3].body).toBe(receiver.received[2].body);

    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const stored = () =>
      gql<{ webhooks: { url: string; isActive: boolean }[] }>(
        browser.baseUrl,
        '{ webhooks { url isActive } }',
        {},
        admin.token,
      ).then((data) => data.webhooks.find((webhook) => webhook.url === receiver.url));

    await item.getByText('Active', { exact: true }).click();
    await toast(page, 'Webhook paused').waitFor();
    await item.getByText('Paused', { exact: true }).waitFor();
    expect((await stored())?.isActive).toBe(false);

    await item.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete webhook' });
    expect(await dialog.textContent()).toContain('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Webhook deleted').waitFor();
    await item.waitFor({ state: 'detached' });
    expect(await stored()).toBeUndefined();
  });

  it('refuses HR and staff the integrations page', async () => {
    for (const email of [DEMO.hr, DEMO.staff]) {
      const page = await browser.newPage();
      await new LoginPage(page, browser.baseUrl).signInAs(email, DEMO_PASSWORD);
      // Integrations is a section of the administration hub, which offers it to administrators only.
      await page.goto(`${browser.baseUrl}/admin`);
      const layout = new Layout(page);
      const heading = page.getByRole('heading', { name: /You don't have access to this page|System Administration/ });
      await heading.waitFor();
      if ((await heading.textContent()) === 'System Administration')
        expect(await layout.sections()).not.toContain('Integrations');
      await page.goto(`${browser.baseUrl}/admin/integrations`);
      await page.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
    }
  });
});
