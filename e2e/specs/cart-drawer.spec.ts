import { waitForAppOnPageLoads } from '../fixtures/app-started';
import { addThroughCard, expect, test, toast } from '../fixtures/shopper';

test('the cart drawer: lines, totals, plus at stock, minus to removal, out of stock and Check Out', async ({
  shopperPage: page,
  shopData,
}) => {
  const product = await shopData.addProduct('Drawer Kitty', [
    { Name: 'Pink', Price: 12.5, SalePrice: 10, LeftNum: 2 },
    { Name: 'Mint', Price: 8, LeftNum: 5 },
  ]);
  // Logged in, so that Check Out ends on the checkout page itself.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(toast(page)).toHaveText('Your cart is empty.');
  await page.keyboard.press('Escape');

  await addThroughCard(page, product.name, 'Pink');
  await addThroughCard(page, product.name, 'Mint', 2);
  await page.getByRole('button', { name: 'Open cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const pink = drawer.getByRole('listitem', { name: `${product.name} – Pink` });
  const mint = drawer.getByRole('listitem', { name: `${product.name} – Mint` });
  const total = drawer.getByRole('status', { name: 'Total', exact: true });
  await expect(pink).toContainText(product.name);
  await expect(pink).toContainText('Pink');
  await expect(pink.getByRole('status', { name: 'Line total' })).toHaveText('$10.00');
  await expect(mint.getByRole('status', { name: 'Line total' })).toHaveText('$16.00');
  await expect(total).toHaveText('$26.00');

  await pink.getByRole('button', { name: `One more ${product.name} – Pink` }).click();
  await expect(total).toHaveText('$36.00');
  await pink.getByRole('button', { name: `One more ${product.name} – Pink` }).click();
  await expect(toast(page)).toHaveText(`Will exceed [${product.name} - Pink]'s stock quantity [2].`);
  await expect(pink.getByRole('status', { name: 'Quantity' })).toHaveText('2');

  await mint.getByRole('button', { name: `One less ${product.name} – Mint` }).click();
  await mint.getByRole('button', { name: `One less ${product.name} – Mint` }).click();
  await expect(mint.getByRole('status', { name: 'Quantity' })).toHaveText('0');
  await expect(total).toHaveText('$20.00');
  await mint.getByRole('button', { name: `Remove ${product.name} – Mint` }).click();
  await expect(mint).toHaveCount(0);

  // Pink sells out while it sits in the cart: the next opening shows it out of stock.
  await page.keyboard.press('Escape');
  await shopData.reviseProduct(product, [
    { Name: 'Pink', Price: 12.5, SalePrice: 10, LeftNum: 0 },
    { Name: 'Mint', Price: 8, LeftNum: 5 },
  ]);
  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(pink).toContainText('Out of stock');
  await expect(pink).toHaveClass(/cart-line--out-of-stock/);
  await expect(total).toHaveText('$0.00');
  await pink.getByRole('button', { name: 'Delete Item' }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();

  await page.keyboard.press('Escape');
  await addThroughCard(page, product.name, 'Mint');
  await page.getByRole('button', { name: 'Open cart' }).click();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open cart' })).toBeHidden();
});

test('the cart drawer works from the keyboard: focus stays inside and Escape closes it', async ({ page }) => {
  await page.goto('/');
  const cartIcon = page.getByRole('button', { name: 'Open cart' });
  await cartIcon.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Check Out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('button', { name: 'Check Out' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartIcon).toBeFocused();
});

test('two open tabs show the same cart', async ({ page, context, shopData }) => {
  const product = await shopData.addProduct('Two Tabs Kitty', [{ Name: 'Pink', Price: 5, LeftNum: 9 }]);
  const otherTab = await context.newPage();
  // As the test's own page: a tap before the app starts on the server-rendered page does nothing.
  waitForAppOnPageLoads(otherTab);
  await otherTab.goto('/');
  await otherTab.getByRole('button', { name: 'Open cart' }).click();
  await expect(otherTab.getByRole('dialog', { name: 'Cart' }).getByText('Your cart is empty.')).toBeVisible();

  await addThroughCard(page, product.name, 'Pink', 3);

  const line = otherTab.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: `${product.name} – Pink` });
  await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('3');
  await line.getByRole('button', { name: `One less ${product.name} – Pink` }).click();

  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Cart' })
      .getByRole('listitem', { name: `${product.name} – Pink` })
      .getByRole('status', { name: 'Quantity' }),
  ).toHaveText('2');
});
