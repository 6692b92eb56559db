import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { registerServiceWorker } from './app/pwa/service-worker';
import { AppRoutes, preloadRouteOf } from './app/router';
import { mountApp } from './app/ssr/mount-app';
import { ToastProvider } from './components/ui/toast-provider';

// The page's screen is loaded before the app's first render (a server page fetches its chunk with the entry,
// app/ssr/start-after-load.ts): the app draws the page in one render, not the layout with a loading state first.
// Should it fail to load, the route's own loading shows the failure as on any visit.
void preloadRouteOf(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    mountApp(
      <StrictMode>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </StrictMode>,
    ),
  );

// After the page has loaded (a server page only starts the app then, app/ssr/start-after-load.ts): the worker's
// first precache download must not compete with the first screen.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
