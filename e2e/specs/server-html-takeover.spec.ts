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

test('the app takes over the page the server painted without anything moving, and works', async ({ page, shopData }) => {
  const kitty = await shopData.addProduct('Server Kitty', [{ Name: 'Pink', Price: 9, LeftNum: 3 }]);
  await page.addInitScript(recordLayoutShifts);

  const response = await page.goto(`/product/${kitty.proID}`);

  expect(await response!.text()).toContain(`<h1 class="product-details__name">${kitty.name}</h1>`);
  await expect(page.locator('#root[data-ready-when]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kitty.name);
  await addOnProductPage(page, 'Pink', 1);
  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: `${kitty.name} – Pink` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift())).toBeLessThanOrEqual(0.02);
});

test('installed from a server-painted page, the app still opens visited pages offline and keeps the cart', async ({
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
