import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa/service-worker';
import { AppRoutes } from './app/router';
import { mountApp } from './app/ssr/mount-app';

mountApp(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// After the page has loaded: the worker's first precache download must not compete with the first screen.
window.addEventListener('load', () => void registerServiceWorker(), { once: true });
