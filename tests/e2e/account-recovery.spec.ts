import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createPerson, gql, type TestPerson } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { mailsTo, nextMailTo } from './support/mailbox';
import { LoginPage } from './pages/login.page';

const mailDir = inject('mailDir');
const INVALID_LINK = 'This reset link is invalid, has expired or was already used. Please request a new one.';

const linkIn = (text: string): string => {
  const match = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1];
};

async function viewerId(baseUrl: string, token: string): Promise<string | null> {
  const data = await gql<{ viewer: { id: string } | null }>(baseUrl, '{ viewer { id } }', {}, token);
  return data.viewer?.id ?? null;
}

async function canSignIn(baseUrl: string, person: TestPerson, password: string): Promise<boolean> {
  return apiLogin(baseUrl, person.email, password).then(
    () => true,
    () => false,
  );
}

async function setNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  // The token is read from the fragment and removed from the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

describe.skipIf(!mailDir)('account recovery', () => {
  const browser = useBrowser();

  it('emails a link from the sign-in screen that works once, refuses an older link and ends the old sessions', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Remy' });
    const oldSession = await apiLogin(browser.baseUrl, person.email, person.password);
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    await login.open();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(person.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('If an account uses this email, a link to reset its password is on its way.').waitFor();
    const first = await nextMailTo(mailDir, person.email, 0);
    expect(first.subject).toBe('Reset your Leavewise password');
    const olderLink = linkIn(first.text);
    expect(olderLink.startsWith(`${browser.baseUrl}/reset-password#token=`)).toBe(true);

    // A second request makes the first link an old one.
    await gql(browser.baseUrl, 'mutation ($e: String!) { requestPasswordReset(email: $e) }', { e: person.email });
    const link = linkIn((await nextMailTo(mailDir, person.email, 1)).text);
    expect(link).not.toBe(olderLink);

    const stale = await browser.newPage();
    await setNewPassword(stale, olderLink, 'an older link should not work');
    await stale.getByText(INVALID_LINK).waitFor();

    await setNewPassword(page, link, 'remy has a new passphrase');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    expect(await viewerId(browser.baseUrl, oldSession.token)).toBeNull();
    expect(await canSignIn(browser.baseUrl, person, person.password)).toBe(false);
    expect(await canSignIn(browser.baseUrl, person, 'remy has a new passphrase')).toBe(true);

    const again = await browser.newPage();
    await setNewPassword(again, link, 'using the link twice fails');
    await again.getByText(INVALID_LINK).waitFor();
    expect(await canSignIn(browser.baseUrl, person, 'remy has a new passphrase')).toBe(true);
  });

  it('answers alike for an email without an account, and sends nothing', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    await login.open();
    const nobody = `nobody-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('If an account uses this email, a link to reset its password is on its way.').waitFor();
    expect(mailsTo(mailDir, nobody)).toEqual([]);
  });

  it('refuses a too short or common password on the reset page, and is usable and accessible on a phone', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Pia' });
    await gql(browser.baseUrl, 'mutation ($e: String!) { requestPasswordReset(email: $e) }', { e: person.email });
    const link = linkIn((await nextMailTo(mailDir, person.email, 0)).text);
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await setNewPassword(page, link, 'short');
    await page.getByText('Password must be at least 10 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('qwertyuiop');
    await page.getByLabel('Confirm new password').fill('qwertyuiop');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/This password is too common/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  it('changes the password in the profile dialog: the current one is required and other sessions end', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Cato' });
    const otherDevice = await apiLogin(browser.baseUrl, person.email, person.password);
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    await page.getByRole('button', { name: new RegExp(`Cato ${person.lastName}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const form = dialog.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password').fill('cato picked a new one');
    await form.getByRole('button', { name: 'Save password' }).click();
    await form.getByText('Your current password is incorrect').waitFor();
    expect(await canSignIn(browser.baseUrl, person, person.password)).toBe(true);

    await form.getByLabel('Current password').fill(person.password);
    await form.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Password changed').waitFor();
    expect(await viewerId(browser.baseUrl, otherDevice.token)).toBeNull();
    expect(await canSignIn(browser.baseUrl, person, 'cato picked a new one')).toBe(true);
    // This browser carries on with the fresh session.
    await page.keyboard.press('Escape');
    await page.goto(`${browser.baseUrl}/history`);
    await page.getByRole('heading', { name: 'Request History' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(await viewerId(browser.baseUrl, stored!)).toBe(person.id);
    expect((await nextMailTo(mailDir, person.email, 0)).subject).toBe('Your Leavewise password was changed');
  });
});
