import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { preloadFirstPage } from './app/AppRoutes';
import { registerServiceWorker } from './features/push/serviceWorker';

preloadFirstPage(window.location.pathname);
registerServiceWorker();

// A transition: React renders the first screen in slices, letting the browser answer input and paint
// in between, instead of one long task while the phone's CPU works through the whole tree.
startTransition(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
