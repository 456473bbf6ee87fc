import { describe, expect, it } from 'vitest';
import { createPerson, apiLogin, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { LoginPage } from './pages/login.page';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile settings', () => {
  const browser = useBrowser();

  it('validates, saves the profile and uploads a profile image', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Dana' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    await page.getByRole('button', { name: new RegExp(`Dana ${person.lastName}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').isEditable()).toBe(false);

    await dialog.getByLabel('First name').fill('D');
    await dialog.getByLabel('Job title').fill('QA');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('First name must be at least 2 characters').waitFor();
    await dialog.getByText('Job title must be at least 3 characters').waitFor();

    await dialog.getByLabel('First name').fill('Dana');
    await dialog.getByLabel('Job title').fill('Quality Engineer');
    await dialog.getByLabel('Department').selectOption('Design');
    await dialog.getByLabel('Work hours').selectOption('Flexible Hours');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const { viewer } = await gql<{ viewer: { jobTitle: string; department: string; workHours: string } }>(
      browser.baseUrl,
      '{ viewer { jobTitle department workHours } }',
      {},
      session.token,
    );
    expect(viewer).toEqual({ jobTitle: 'Quality Engineer', department: 'Design', workHours: 'Flexible Hours' });

    await page.getByRole('button', { name: /Dana/ }).first().click();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Profile image updated').waitFor();
    const src = await page.getByRole('dialog', { name: 'Profile Settings' }).locator('img').getAttribute('src');
    expect(src).toMatch(/\/api\/files\/profile-images\//);
  });

  it('refuses images of 5MB or more before uploading', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Eli' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    await page.getByRole('button', { name: new RegExp(`Eli ${person.lastName}`) }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByText('Image size must be less than 5MB').waitFor();
  });
});
