/**
 * Whether Chromium would install the web app, checked as Chromium itself does (Lighthouse 12 dropped its
 * PWA category): its installability errors (DevTools protocol `Page.getInstallabilityErrors`, what the
 * Application panel shows), the manifest it found and parsed (`Page.getAppManifest`) with the fields an
 * install needs, and the service worker: registered, and controlling the page once it is reloaded.
 */
import type { Browser } from 'puppeteer-core';

export interface Installability {
  page: string;
  /** Chromium's reasons not to offer an install; none when it would. */
  installabilityErrors: string[];
  /** Problems Chromium found parsing the manifest. */
  manifestErrors: string[];
  /** The manifest's fields an install needs that are missing or wrong. */
  missingFields: string[];
  /** The service worker controls the page after a reload (what keeps the shell offline). */
  workerControls: boolean;
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: { sizes?: string; purpose?: string }[];
}

/** What an installable Leavewise manifest holds: names, where it starts, standalone, 192 and 512 px icons. */
function missingFields(manifest: Manifest | null): string[] {
  if (!manifest) return ['manifest'];
  const icon = (size: string, purpose = 'any') =>
    manifest.icons?.some((candidate) => candidate.sizes === size && (candidate.purpose ?? 'any').includes(purpose));
  return [
    ['name', Boolean(manifest.name)],
    ['short_name', Boolean(manifest.short_name)],
    ['start_url', Boolean(manifest.start_url)],
    ['display standalone', manifest.display === 'standalone'],
    ['icon 192x192', icon('192x192')],
    ['icon 512x512', icon('512x512')],
    ['maskable icon', icon('512x512', 'maskable')],
  ]
    .filter(([, present]) => !present)
    .map(([field]) => String(field));
}

/** Opens `url` in a fresh tab of `browser`, lets the worker install, reloads, and reads Chromium's verdict. */
export async function checkInstallability(browser: Browser, url: string): Promise<Installability> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Runs in the page; this script is compiled without the DOM's types.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload({ waitUntil: 'load' });
    const workerControls = Boolean(await page.evaluate('Boolean(navigator.serviceWorker.controller)'));
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const found = await cdp.send('Page.getAppManifest');
    let manifest: Manifest | null = null;
    try {
      manifest = found.data ? (JSON.parse(found.data) as Manifest) : null;
    } catch {
      // Unparsable: Chromium's manifest errors say why.
    }
    return {
      page: new URL(url).pathname,
      installabilityErrors: installabilityErrors.map(
        (error) =>
          `${error.errorId}${error.errorArguments.length ? ` (${error.errorArguments.map((a) => a.value).join(', ')})` : ''}`,
      ),
      manifestErrors: found.errors.map((error) => error.message),
      missingFields: missingFields(manifest),
      workerControls,
    };
  } finally {
    await page.close();
  }
}

/** One line for the bench's output. */
export function describeInstallability(result: Installability): string {
  const problems = [
    ...result.installabilityErrors.map((error) => `Chromium: ${error}`),
    ...result.manifestErrors.map((error) => `manifest: ${error}`),
    ...result.missingFields.map((field) => `missing ${field}`),
    ...(result.workerControls ? [] : ['the service worker does not control the page after a reload']),
  ];
  return problems.length
    ? `${result.page.padEnd(10)} NOT installable: ${problems.join('; ')}`
    : `${result.page.padEnd(10)} installable (Chromium reports no installability error; manifest with names, ` +
        `start_url, standalone, 192/512 px and maskable icons; the service worker controls the page after a reload)`;
}
