import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { preloadFirstPage } from './app/AppRoutes';
import { registerServiceWorker } from './features/push/serviceWorker';

preloadFirstPage(window.location.pathname);
registerServiceWorker();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
