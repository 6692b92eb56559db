import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { takeServerPageData } from './page-data';
import { ShopApp } from './shop-app';

/**
 * Starts the app in #root. A storefront page the server rendered (backend storefront-html, with server-entry.tsx)
 * is hydrated: the app attaches to the HTML the shopper already sees, drawn from the same answers, with no second
 * render. The service worker's offline shell and the private screens' shell have an empty #root: the app renders there.
 */
export function mountApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root to start the app in.');
  const app = <ShopApp answers={takeServerPageData()} router={BrowserRouter} />;
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // From here a tap on the server's page is not lost: React replays it once hydration reaches it (the journeys wait for this).
  root.dataset.appStarted = '';
}
