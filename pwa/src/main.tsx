import './styles/tokens.css';
import './styles/base.css';
import { registerServiceWorker } from './app/pwa/service-worker';
import { mountApp } from './app/ssr/mount-app';

mountApp();

// After the page has loaded (a server page only starts the app then, app/ssr/start-after-load.ts): the worker's
// first precache download must not compete with the first screen.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
