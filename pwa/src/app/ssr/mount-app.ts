import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepServerPageData } from './page-data';

/** Past this the app is shown even if its page has not settled (a slow API), rather than never. */
const SERVER_PAGE_MAX_WAIT_MS = 5_000;

/**
 * Mounts the app in #root. When the server sent the page's first paint there (backend storefront-html), the
 * app renders on top of it, invisible, and takes its place once it shows the same page: the server names, in
 * data-ready-when, the element that appears when it does. The shopper sees the server's page, then the
 * app's, never a loading state in between; and as the app's elements were laid out where they end up, the
 * swap moves nothing. The app draws the page from the answers the server drew it from (page-data.ts), so it
 * takes over without waiting for a read. The service worker's offline shell has an empty #root: an installed app mounts at once.
 * Behind the server's page the first render is a transition: React renders in slices and lets the browser
 * answer the shopper's taps and scrolls in between, instead of holding the main thread for the whole page.
 */
export function mountApp(app: ReactNode): void {
  const serverRoot = document.getElementById('root')!;
  const readyWhen = serverRoot.dataset.readyWhen;
  if (!readyWhen) {
    createRoot(serverRoot).render(app);
    return;
  }
  keepServerPageData();
  const appRoot = document.createElement('div');
  appRoot.style.cssText = 'position:absolute;inset:0 0 auto 0;visibility:hidden';
  serverRoot.after(appRoot);
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timeout);
    serverRoot.remove();
    appRoot.removeAttribute('style');
    appRoot.id = 'root';
  };
  const observer = new MutationObserver(() => {
    if (appRoot.querySelector(readyWhen)) takeOver();
  });
  observer.observe(appRoot, { childList: true, subtree: true });
  const timeout = setTimeout(takeOver, SERVER_PAGE_MAX_WAIT_MS);
  const root = createRoot(appRoot);
  startTransition(() => root.render(app));
}
