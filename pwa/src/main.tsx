import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa/service-worker';
import { router } from './app/router';
import { mountApp } from './app/ssr/mount-app';

mountApp(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void registerServiceWorker();
