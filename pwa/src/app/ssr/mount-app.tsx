import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadStorefrontScreen } from '../shop/shop-routes';
import { takeServerPageData } from './page-data';
import { ShopApp } from './shop-app';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Starts the app in #root. A storefront page the server rendered (backend storefront-html, with server-entry.tsx)
 * is hydrated: the app attaches to the HTML the shopper already sees, drawn from the same answers, with no second
 * render. The service worker's offline shell and the private screens' shell have an empty #root: the app renders there.
 */
export async function mountApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root to start the app in.');
  // The entry's evaluation is a task long enough: reading the page's data and matching its screen come in the next ones.
  await nextTask();
  const app = <ShopApp answers={takeServerPageData()} router={BrowserRouter} />;
  await nextTask();
  // The page's screen is loaded before hydration starts, so that nothing under it suspends: a tap during hydration
  // makes React hydrate its target at once, which it cannot do under a suspended screen (the tap would be dropped).
  // A screen that fails to load (offline) is left to the route's error boundary.
  await preloadStorefrontScreen(location.pathname).catch(() => undefined);
  // Hydration starts in a task of its own, after the screen's evaluation.
  await nextTask();
  if (root.hasChildNodes()) {
    // In a transition React hydrates in slices and gives the browser its turn between them, instead of one long
    // task that blocks the page the shopper already sees (Lighthouse's Total Blocking Time). A tap meanwhile is
    // not lost: React hydrates its target at once (nothing suspends, see above) and then delivers it.
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
  // From here a tap on the server's page is not lost (the journeys wait for this).
  root.dataset.appStarted = '';
}
