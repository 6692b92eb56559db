import './styles/tokens.css';
import './styles/base.css';
import { registerServiceWorker } from './app/pwa/service-worker';
import { mountApp } from './app/ssr/mount-app';
import { whenIdle } from './lib/when-idle';

void mountApp();

// After the page has loaded (a server page only starts the app then, app/ssr/start-after-load.ts) and once the main
// thread is idle (hydration is done): the worker's first precache download must not compete with the first screen,
// nor its registration with hydration for the main thread.
const registerWhenIdle = () => void whenIdle(() => void registerServiceWorker());
if (document.readyState === 'complete') registerWhenIdle();
else window.addEventListener('load', registerWhenIdle, { once: true });
