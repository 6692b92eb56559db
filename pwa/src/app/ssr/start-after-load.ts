/*
 * The script a server page (backend storefront-html) loads in place of the app's entry. The page is whole,
 * styled and linked without any script, so the app's code waits until the page has loaded instead of sharing
 * the network with the page's pictures, which then show sooner. The server names the entry and the modules
 * it and the page's route import on #root; they are fetched at once, and the app takes over as usual (mount-app.ts).
 * Its own file, importing nothing: the only script a server page asks for before its pictures.
 */

/** Past this the app starts even if the page's pictures are still loading (a stalled image). */
const PAGE_LOAD_MAX_WAIT_MS = 3_000;

const names = document.getElementById('root')?.dataset;
let started = false;

async function startApp() {
  if (started) return;
  started = true;
  clearTimeout(timeout);
  if (names?.appEntry)
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: names.appEntry, crossOrigin: '' }));
  // Each module in a task of its own: starting a module's fetch costs Chromium's main thread up to a few ms, and
  // all of them with the load event made one long task (Lighthouse's Total Blocking Time) on the page already shown.
  for (const href of names?.appModules?.split(' ') ?? []) {
    await new Promise((resolve) => setTimeout(resolve));
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
}

const start = () => void startApp();
const timeout = setTimeout(start, PAGE_LOAD_MAX_WAIT_MS);
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });

// A module (built as the page's module script), so its names are its own.
export {};
