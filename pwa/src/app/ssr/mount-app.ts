import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepServerPageData } from './page-data';

/** Past this the app is shown even if its page has not settled (a slow API), rather than never. */
const SERVER_PAGE_MAX_WAIT_MS = 5_000;

/**
 * Mounts the app in #root. When the server sent the page's first paint there (backend storefront-html), the
 * app renders under it, invisible, and takes its place once it shows the same page: the server names, in
 * data-ready-when, the element that appears when it does. The shopper sees the server's page, then the
 * app's, never a loading state in between. The app's root follows the server's in the page's flow, at the
 * same width and with no height of its own until the swap: its elements are laid out as they end up, and
 * the swap only moves the root up and paints it, instead of laying the whole page out again in one long
 * task. The app draws the page from the answers the server drew it from (page-data.ts), so it
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
  // overflow:clip, unlike hidden, starts no formatting context of its own: the children's layout holds after the swap.
  appRoot.style.cssText = 'visibility:hidden;height:0;overflow:clip';
  serverRoot.after(appRoot);
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timeout);
    serverRoot.remove();
    appRoot.removeAttribute('style');
    appRoot.id = 'root';
  };
  const observer = new MutationObserver(() => {
    if (!appRoot.querySelector(readyWhen)) return;
    observer.disconnect();
    // The app's page is styled and laid out, still hidden, in a task of its own, and swapped in the next: two
    // short tasks rather than one long one that would lay out and paint the whole page at once.
    setTimeout(() => {
      appRoot.getBoundingClientRect();
      setTimeout(takeOver);
    });
  });
  observer.observe(appRoot, { childList: true, subtree: true });
  const timeout = setTimeout(takeOver, SERVER_PAGE_MAX_WAIT_MS);
  const root = createRoot(appRoot);
  startTransition(() => root.render(app));
}
