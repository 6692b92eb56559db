import { addOnProductPage, expect, test, toast } from '../fixtures/shopper';
import { untilServiceWorkerControls } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

test('change the cart offline; on reconnect it is re-priced and re-checked, with a summary', async ({ page, context, shopData }) => {
  const kitty = await shopData.addProduct('Offline Kitty', [
    { Name: 'Mint', Price: 8, LeftNum: 4 },
    { Name: 'Pink', Price: 10, LeftNum: 5 },
  ]);
  const bunny = await shopData.addProduct('Offline Bunny', [{ Name: 'Blue', Price: 6, LeftNum: 3 }]);

  await page.goto(`/product/${bunny.proID}`);
  await untilServiceWorkerControls(page);
  // Now that the service worker controls the page, these visits are kept for offline use.
  await page.reload();
  await addOnProductPage(page, 'Blue', 1);
  await page.goto(`/product/${kitty.proID}`);
  await addOnProductPage(page, 'Pink', 2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  await addOnProductPage(page, 'Mint', 3);
  await page.getByRole('button', { name: 'Open cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const line = (name: string, subType: string) => drawer.getByRole('listitem', { name: `${name} – ${subType}` });
  await line(kitty.name, 'Pink')
    .getByRole('button', { name: `One more ${kitty.name} – Pink` })
    .click();
  await expect(line(kitty.name, 'Pink').getByRole('status', { name: 'Quantity' })).toHaveText('3');
  await expect(drawer.getByRole('status', { name: 'Total', exact: true })).toHaveText('$60.00');
  await page.keyboard.press('Escape');

  // Meanwhile the shop changes: a sale on Pink, Mint nearly sold out, the bunny taken off sale.
  await shopData.reviseProduct(kitty, [
    { Name: 'Mint', Price: 8, LeftNum: 1 },
    { Name: 'Pink', Price: 10, SalePrice: 7.5, LeftNum: 5 },
  ]);
  await shopData.reviseProduct(bunny, [{ Name: 'Blue', Price: 6, LeftNum: 3 }], false);

  await context.setOffline(false);
  // The summary follows the cart, in the order the lines were added.
  await expect(toast(page)).toHaveText(
    `Your cart was updated: ${bunny.name} (Blue) is no longer sold; ${kitty.name} (Pink) now costs $7.50; ` +
      `${kitty.name} (Mint) has only 1 left, so your quantity is now 1.`,
  );

  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(line(kitty.name, 'Pink').getByRole('status', { name: 'Line total' })).toHaveText('$22.50');
  await expect(line(kitty.name, 'Mint').getByRole('status', { name: 'Quantity' })).toHaveText('1');
  await expect(line(bunny.name, 'Blue')).toContainText('Out of stock');
  await expect(drawer.getByRole('status', { name: 'Total', exact: true })).toHaveText('$30.50');
});
