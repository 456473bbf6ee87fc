import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { overflowsHorizontally, settle } from './support/screens';
import { IntegrationsPage } from './pages/integrations.page';
import { LoginPage } from './pages/login.page';

const SHOTS = 'test-results/scim';

describe('an administrator connects a company directory with a provisioning token', () => {
  const browser = useBrowser();

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])(
    'creates a scim:provision token alone, sees the tenant URL, and the directory provisions with it, at %s',
    async (label, size) => {
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
      const integrations = new IntegrationsPage(page, browser.baseUrl);
      await integrations.open();
      await page.getByRole('button', { name: 'Create token' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create API token' });
      const name = `Entra ID ${size.width} ${Date.now().toString(36)}`;
      await dialog.getByLabel('Name').fill(name);
      await dialog
        .getByRole('checkbox', { name: /scim:provision/ })
        .locator('xpath=ancestor::label[1]')
        .click();
      // The provisioning scope stands alone: the default read scope is unticked.
      expect(await dialog.getByRole('checkbox', { name: /read:requests/ }).isChecked()).toBe(false);
      const tenantUrl = dialog.getByTestId('scim-tenant-url');
      expect(await tenantUrl.inputValue()).toBe(`${browser.baseUrl}/scim/v2`);
      await settle(page);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/create-${size.width}.png` });

      await dialog.getByRole('button', { name: 'Create token' }).click();
      const shown = page.getByRole('dialog', { name: 'Copy your new API token' });
      const token = await shown.getByTestId('one-time-secret').inputValue();
      expect(await shown.getByTestId('scim-tenant-url').inputValue()).toBe(`${browser.baseUrl}/scim/v2`);
      await settle(page);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      await page.screenshot({ path: `${SHOTS}/created-${size.width}.png` });
      await shown.getByRole('button', { name: 'Done' }).click();
      await integrations.token(name).getByText('scim:provision').waitFor();

      // The directory provisions with it; the rest of the API does not know it.
      const userName = `directory.${size.width}.${Date.now().toString(36)}@example.test`;
      const created = await fetch(`${browser.baseUrl}/scim/v2/Users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        body: JSON.stringify({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName, active: true }),
      });
      expect(created.status).toBe(201);
      const graphql = await fetch(`${browser.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ viewer { email } }' }),
      });
      expect(((await graphql.json()) as { data: unknown }).data).toEqual({ viewer: null });
    },
  );
});
