import type { Browser, Page } from '@playwright/test';
import { addOnProductPage, expect, test } from '../fixtures/shopper';
import { untilServiceWorkerControls } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

/** Layout shifts without recent input, summed as the browser reports them (the CLS of the page so far). */
function recordLayoutShifts() {
  const shifts: { value: number; hadRecentInput: boolean }[] = [];
  new PerformanceObserver((list) => shifts.push(...(list.getEntries() as unknown as typeof shifts))).observe({
    type: 'layout-shift',
    buffered: true,
  });
  Object.assign(window, {
    layoutShift: () => shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
  });
}

/** What the browser reports going wrong: uncaught errors (React's hydration failures among them) and console errors. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Opens `path` in a browser context of its own: no service worker controls its first visit, which reaches the server. */
async function firstVisit(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  const problems = recordProblems(page);
  const response = await page.goto(path);
  return { context, page, problems, html: await response!.text() };
}

test('the app hydrates each storefront page the server rendered, with no mismatch and nothing moving, and works', async ({
  browser,
  baseURL,
  shopData,
}) => {
  const kitty = await shopData.addProduct('Server Kitty', [{ Name: 'Pink', Price: 9, LeftNum: 3 }]);

  for (const [path, heading] of [
    ['/', 'Welcome to Kawaii Shop'],
    ['/products/all', null],
    ['/policy', 'Policy'],
    [`/product/${kitty.proID}`, kitty.name],
  ] as const) {
    const { context, page, problems, html } = await firstVisit(browser, baseURL, path);
    // The server sent the app's own screen, not an empty shell.
    expect(html, path).toMatch(/<main class="shop-layout__main"[^>]*>(<!--\$-->)?<div class="page/);
    if (heading) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    // Every chunk the page hydrates with has arrived and been applied.
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    if (path.startsWith('/product/')) {
      expect(await page.content()).toContain(`<h1 class="product-details__name">${kitty.name}</h1>`);
      await addOnProductPage(page, 'Pink', 1);
      await page.getByRole('button', { name: 'Open cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: `${kitty.name} – Pink` })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift())).toBeLessThanOrEqual(0.02);
      expect(problems).toEqual([]);
    }
    await context.close();
  }
});

test('installed from a server-rendered page, the app still opens visited pages offline and keeps the cart', async ({
  page,
  context,
  shopData,
}) => {
  const bunny = await shopData.addProduct('Server Bunny', [{ Name: 'Blue', Price: 6, LeftNum: 3 }]);
  await page.goto(`/product/${bunny.proID}`);
  await untilServiceWorkerControls(page);
  // Now that the service worker controls the page, this visit is kept for offline use.
  await page.reload();
  await addOnProductPage(page, 'Blue', 2);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bunny.name);
  await page.getByRole('button', { name: 'Open cart' }).click();
  const line = page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: `${bunny.name} – Blue` });
  await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('2');
});
