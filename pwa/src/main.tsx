import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { registerServiceWorker } from './app/pwa/service-worker';
import { AppRoutes } from './app/router';
import { mountApp } from './app/ssr/mount-app';
import { ToastProvider } from './components/ui/toast-provider';

mountApp(
  <StrictMode>
    <ToastProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  </StrictMode>,
);

// After the page has loaded (a server page only starts the app then, app/ssr/start-after-load.ts): the worker's
// first precache download must not compete with the first screen.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
