import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App, client } from './app/App';
import { preloadFirstPage, type FirstPage } from './app/AppRoutes';
import { FIRST_SCREEN_ATTRIBUTE } from './app/firstScreens';
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
// The screen the page's first script drew from the HTML (web/first-screen.ts: the frame and the page's
// header), when it drew one: it stays until the first render can draw the page itself, so no loading
// screen comes between the two.
const firstScreen = document.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`);
let firstPage: FirstPage = { ready: Promise.resolve() };

void nextTask()
  .then(() => preloadFirstPage(window.location, client, nextTask))
  .then((started) => {
    firstPage = started;
  })
  .then(nextTask)
  // A signed-in page's header shows today's date; the sign-in page formats none.
  .then(() => getToken() && prepareDateFormats())
  .then(nextTask)
  .then(() => buildThemeSystem(nextTask))
  .then(() => (firstScreen ? firstPage.ready : undefined))
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
