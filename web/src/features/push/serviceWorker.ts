import { useSyncExternalStore } from 'react';
import { shareLanguageWithServiceWorker } from './deviceLanguage';

/** What the page knows of its service worker and connection, for the update and offline notices. */
export interface AppShellState {
  /** A new version is installed and waits for the page to reload. */
  updateReady: boolean;
  offline: boolean;
}

let state: AppShellState = { updateReady: false, offline: typeof navigator !== 'undefined' && !navigator.onLine };
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function set(change: Partial<AppShellState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAppShellState = () => useSyncExternalStore(subscribe, () => state);

/** Whether this browser can run the service worker (and so be installed and receive push). */
export const serviceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function watch(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker | null) => {
    // Only an update: the first install has no controller and nothing to reload.
    if (worker && navigator.serviceWorker.controller) {
      waiting = worker;
      set({ updateReady: true });
    }
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/** Registers /sw.js (production builds only: the build writes it) and follows updates and the connection. */
export function registerServiceWorker(): void {
  window.addEventListener('online', () => set({ offline: false }));
  window.addEventListener('offline', () => set({ offline: true }));
  if (!import.meta.env.PROD || !serviceWorkerSupported()) return;
  const register = () => {
    // After the first screen: only the worker's offline page needs it.
    shareLanguageWithServiceWorker();
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        watch(registration);
        // A tab left open for days still learns of a deploy.
        setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
      })
      .catch(() => undefined);
  };
  // Once the page has loaded: at once when it already has.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** "Reload": the waiting worker takes over, and the page reloads once it controls it. */
export function reloadIntoUpdate(): void {
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage('skip-waiting');
}
