import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App, client } from './app/App';
import { preloadFirstPage } from './app/AppRoutes';
import { buildThemeSystem } from './app/themeSteps';
import { registerServiceWorker } from './features/push/serviceWorker';
import { prepareDateFormats } from './lib/dates';
import { getToken } from './lib/session';

registerServiceWorker();

/**
 * Ends the current task: the browser may paint and answer input before the next step runs. A message rather
 * than a timer: the start takes a dozen steps, and browsers make each timer nested five deep wait 4 ms.
 */
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const nextTask = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

// The start runs as separate tasks rather than one: evaluating the code (itself in stages, the last of which
// runs this module: web/staged-evaluation.ts), asking for the first page's data and code, loading the
// browser's date data (signed in), building the UI kit's theme (in several tasks), then the first render. A
// long task blocks input and paint for all of its length.
void nextTask()
  .then(() => preloadFirstPage(window.location, client, nextTask))
  .then(nextTask)
  // A signed-in page's header shows today's date; the sign-in page formats none.
  .then(() => getToken() && prepareDateFormats())
  .then(nextTask)
  .then(() => buildThemeSystem(nextTask))
  .then(nextTask)
  .then(() => {
    // A transition: React renders the first screen in slices, letting the browser answer input and
    // paint in between, instead of one long task while the phone's CPU works through the whole tree.
    startTransition(() => {
      createRoot(document.getElementById('root') as HTMLElement).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
