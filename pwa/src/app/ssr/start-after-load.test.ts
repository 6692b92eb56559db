import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_WAIT } from '../../test/background-wait';

/** A server page's #root naming the app's entry and modules, then the loader run as the page would run it. */
async function runLoaderOnServerPage(readyState: DocumentReadyState) {
  document.body.innerHTML =
    '<div id="root" data-ready-when=".page" data-app-entry="/assets/index-1.js" data-app-modules="/assets/route-2.js /assets/shared-3.js"></div>';
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.resetModules();
  await import('./start-after-load');
}

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  modules: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('start-after-load', () => {
  it('asks for the app only once the page has loaded: its entry at once, then its modules one task after another', async () => {
    await runLoaderOnServerPage('interactive');

    expect(requested()).toEqual({ scripts: [], modules: [] });

    window.dispatchEvent(new Event('load'));

    expect(requested()).toEqual({ scripts: ['/assets/index-1.js'], modules: [] });
    await vi.waitFor(
      () => expect(requested()).toEqual({ scripts: ['/assets/index-1.js'], modules: ['/assets/route-2.js', '/assets/shared-3.js'] }),
      BACKGROUND_WAIT,
    );
    window.dispatchEvent(new Event('load'));
    expect(requested().scripts).toHaveLength(1);
  });

  it('starts at once when the page has already loaded', async () => {
    await runLoaderOnServerPage('complete');

    expect(requested().scripts).toEqual(['/assets/index-1.js']);
  });
});
