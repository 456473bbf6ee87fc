import { currentLanguage, i18n } from '../../i18n';

// The service worker cannot read localStorage: the page keeps the language it shows in a cache the worker
// reads (service-worker.txt's deviceLanguage), apart from the shell caches a deploy replaces.
const DEVICE_CACHE = 'leavewise-device';
const LANGUAGE_KEY = '/device/language';

async function remember(language: string): Promise<void> {
  const cache = await caches.open(DEVICE_CACHE);
  await cache.put(LANGUAGE_KEY, new Response(language, { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
}

/** Tells the service worker the screen's language now and whenever it changes, for its offline page. */
export function shareLanguageWithServiceWorker(): void {
  // Cache storage exists only on https and localhost, where the worker does too.
  if (typeof caches === 'undefined') return;
  const share = () => void remember(currentLanguage()).catch(() => undefined);
  share();
  i18n.on('languageChanged', share);
}
