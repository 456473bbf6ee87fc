import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { inSightAndClickable } from './support/overlap';
import { LoginPage } from './pages/login.page';

/** The web build the test server serves (scripts/build-web.mjs writes it). */
const DIST = process.env.WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url));
const P256DH = Buffer.concat([Buffer.of(4), Buffer.alloc(64, 7)]).toString('base64url');
const AUTH = Buffer.alloc(16, 3).toString('base64url');

describe('Leavewise as an installable app', () => {
  const browser = useBrowser();

  it('serves a manifest with its icons, linked from the page', async () => {
    const answer = await fetch(`${browser.baseUrl}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Leavewise', short_name: 'Leavewise', display: 'standalone' });
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect({ sizes, purpose, found: Boolean(icon) }).toEqual({ sizes, purpose, found: true });
      const image = await fetch(`${browser.baseUrl}${icon!.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      // A PNG's width and height are in its IHDR chunk.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(sizes);
    }
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${browser.baseUrl}/login`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('registers its service worker, which controls the page after a reload and keeps the shell offline', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${browser.baseUrl}/login`);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${browser.baseUrl}/sw.js`);
    const worker = await fetch(`${browser.baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${browser.baseUrl}/sw.js`);

    await page.context().setOffline(true);
    // Chromium (150) starts a document the worker served under offline emulation with navigator.onLine
    // true; turning the emulation off and on again tells that document it is offline, as a phone would.
    const offlineAgain = async () => {
      await page.context().setOffline(false);
      await page.context().setOffline(true);
    };
    try {
      await page.goto(`${browser.baseUrl}/login`);
      await page.getByRole('heading', { name: /Welcome back|Create an account/ }).waitFor();
      await offlineAgain();
      await page.getByRole('status').getByText('You are offline').waitFor();
      await page.goto(`${browser.baseUrl}/some/page/never/opened`);
      await offlineAgain();
      await page.getByRole('status').getByText('You are offline').waitFor();
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('serves its offline page in the language remembered on the device: German', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${browser.baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('leavewise.language', 'de'));
    await page.reload();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The page tells the worker its language through the device cache.
    await page.waitForFunction(
      async () => (await (await caches.match('/device/language', { cacheName: 'leavewise-device' }))?.text()) === 'de',
    );
    // The kept shell evicted (browsers may drop caches under storage pressure): only the worker's own page is left.
    await page.evaluate(async () => {
      for (const name of await caches.keys())
        if (name.startsWith('leavewise-shell-')) await (await caches.open(name)).delete('/');
    });

    await page.context().setOffline(true);
    try {
      await page.goto(`${browser.baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Sie sind offline' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.title()).toBe('Leavewise — offline');
      await page.getByText('Leavewise ist gerade nicht erreichbar.', { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe('/');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/offline-page-de.png' });
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('offers "A new version is available — Reload" once a new service worker is deployed, and reloads into it', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${browser.baseUrl}/login`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // A deploy: the build's worker is replaced by one of another version (put back afterwards).
    const kept = Object.fromEntries(
      ['sw.js', 'sw.js.br', 'sw.js.gz']
        .filter((name) => existsSync(join(DIST, name)))
        .map((name) => [name, readFileSync(join(DIST, name))]),
    );
    // The deployed worker stays until the reloaded page has been checked: a navigation makes the browser
    // look for a newer worker, and the build's own, put back earlier, would be one.
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
    try {
      for (const name of Object.keys(kept)) rmSync(join(DIST, name));
      writeFileSync(
        join(DIST, 'sw.js'),
        kept['sw.js'].toString('utf8').replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "deployed-$1"'),
      );
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await notice.waitFor();
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
      await page.waitForFunction(async () =>
        (await caches.keys()).some((name) => name.startsWith('leavewise-shell-deployed-')),
      );
      // The old shell is gone; the device's remembered language (not a shell) stays.
      expect((await page.evaluate(() => caches.keys())).sort()).toEqual([
        'leavewise-device',
        expect.stringMatching(/^leavewise-shell-deployed-/),
      ]);
      await page.getByRole('heading', { name: /Welcome back|Create an account/ }).waitFor();
      expect(await notice.count()).toBe(0);
    } finally {
      rmSync(join(DIST, 'sw.js'));
      for (const [name, bytes] of Object.entries(kept)) writeFileSync(join(DIST, name), bytes);
    }
  });

  it('shows a push message as a notification with its title, text and the page a click opens in its data', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: browser.baseUrl });
    const cdp = await page.context().newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
      registrations.push(...updated.filter((r) => !r.isDeleted).map((r) => r.registrationId)),
    );
    await cdp.send('ServiceWorker.enable');
    await page.goto(`${browser.baseUrl}/login`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    // As the push service hands the server's message to the browser (the push test checks what the server sends).
    // A worker still starting can miss a message, as a real push service would retry; the tag keeps one notification.
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: browser.baseUrl,
        registrationId: registrations[registrations.length - 1],
        data: JSON.stringify({
          title: 'New leave request',
          body: 'Ava requested 2 days',
          url: '/approvals',
          tag: 'n-1',
        }),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          url: (notification.data as { url: string }).url,
        })),
      );
    await deliver();
    await expect
      .poll(async () => {
        const now = await shown();
        if (now.length === 0) await deliver();
        return now;
      })
      .toEqual([{ title: 'New leave request', body: 'Ava requested 2 days', tag: 'n-1', url: '/approvals' }]);
  });

  it.each([
    ['390 px', PHONE],
    ['1440 px', DESKTOP_WIDE],
  ])(
    'shows "Notifications on this device" on the profile with the devices, each removable, at %s',
    async (label, size) => {
      const person = await createPerson(browser.baseUrl, { firstName: 'Noor' });
      const { token } = await apiLogin(browser.baseUrl, person.email, person.password);
      await gql(
        browser.baseUrl,
        `mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { id } }`,
        {
          input: {
            endpoint: `https://push.example.com/send/${person.id}`,
            p256dh: P256DH,
            auth: AUTH,
            userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
          },
        },
        token,
      );

      const page = await browser.newPage({ serviceWorkers: 'allow' });
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
      // The worker controls the page once it is reloaded: turning notifications on needs it.
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.reload();
      if (size.width < 1000) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('button', { name: new RegExp(`Noor ${person.lastName}`) }).click();
      const section = page.getByRole('dialog', { name: 'Profile Settings' }).getByTestId('push-devices');
      await section.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
      // Headless Chromium offers the switch; whether it grants push permission is the browser's own matter.
      const turnOn = section.getByRole('button', { name: 'Turn on for this device' });
      await turnOn.waitFor();
      // Enabled once the server's key and the browser's support are known.
      await expect.poll(() => turnOn.isEnabled()).toBe(true);
      const devices = section.getByRole('list', { name: 'Devices with notifications on' });
      await devices.getByText('Chrome on Android').waitFor();
      // Each of the section's controls, scrolled into the dialog's view, lies in the window and takes a click.
      for (const button of await section.getByRole('button').all()) {
        await button.scrollIntoViewIfNeeded();
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
        expect({ label, name, clickable: await inSightAndClickable(button) }).toEqual({ label, name, clickable: true });
      }
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/push-profile-${size.width}.png` });

      await devices.getByRole('button', { name: 'Remove Chrome on Android' }).click();
      await section.getByRole('list', { name: 'Devices with notifications on' }).waitFor({ state: 'detached' });
      const left = await gql<{ pushDevices: unknown[] }>(browser.baseUrl, `{ pushDevices { id } }`, {}, token);
      expect(left.pushDevices).toEqual([]);
    },
  );
});
