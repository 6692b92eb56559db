import { expect, test, toast, type ShopProduct } from '../fixtures/shopper';

const SUB_TYPES = [
  { Name: 'cover', Price: 9, LeftNum: 0 },
  { Name: 'Gift (default)', Price: 9, LeftNum: 9 },
  { Name: 'Pink', Price: 12.5, SalePrice: 10, LeftNum: 3 },
  { Name: 'Mint', Price: 8, LeftNum: 2 },
  { Name: 'Lilac', Price: 8, LeftNum: 0 },
];

async function openCard(page: import('@playwright/test').Page, product: ShopProduct) {
  await page.goto(`/products/all/name_${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  return page.getByRole('dialog', { name: product.name });
}

test('add to cart through the product card picker, with every message', async ({ page, shopData }) => {
  const product = await shopData.addProduct('Picker Kitty', SUB_TYPES);
  let picker = await openCard(page, product);
  const quantity = picker.getByRole('group', { name: 'Quantity' }).getByRole('status');

  await expect(picker.getByRole('radio')).toHaveCount(2);
  await expect(picker.locator('label')).toHaveText([/^Pink\$10\.00Stock: 3$/, /^Mint\$8\.00Stock: 2$/]);
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page)).toHaveText('You should at least select one sub-type.');

  await picker.getByRole('radio', { name: /Pink/ }).check();
  await expect(quantity).toHaveText('1');
  await picker.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveText('0');
  await expect(picker.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page)).toHaveText('You should at least add one item.');

  for (const expected of ['1', '2', '3']) {
    await picker.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveText(expected);
  }
  await picker.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(toast(page)).toHaveText("Exceed Pink's stock quantity [ 3 ].");
  await expect(quantity).toHaveText('3');

  await picker.getByRole('button', { name: 'Decrease quantity' }).click();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page)).toHaveText('Add to cart successfully.');
  await expect(picker).toBeHidden();

  picker = await openCard(page, product);
  await picker.getByRole('radio', { name: /Pink/ }).check();
  await picker.getByRole('button', { name: 'Increase quantity' }).click();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page)).toHaveText("Will exceed Pink's stock quantity [3] (Current in cart: 2).");

  await page.getByRole('button', { name: 'Open cart' }).click();
  const pink = page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: `${product.name} – Pink` });
  await expect(pink.getByRole('status', { name: 'Quantity' })).toHaveText('3');
  await expect(pink.getByRole('status', { name: 'Line total' })).toHaveText('$30.00');
});

test('add to cart on the product page, with every message and the 3.5 s celebration', async ({ page, shopData }) => {
  const product = await shopData.addProduct('Detail Kitty', SUB_TYPES);
  await page.clock.install();
  await page.goto(`/product/${product.proID}`);
  const addButton = page.getByRole('button', { name: 'Add to cart' });
  const stepper = page.getByRole('group', { name: 'Quantity' });

  await addButton.click();
  await expect(toast(page)).toHaveText('You should at least select one sub-type.');

  await page.getByRole('group', { name: 'Choose a type' }).getByRole('button', { name: /^Mint/ }).click();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.getByRole('status')).toHaveText('2');
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(toast(page)).toHaveText("Exceed Mint's stock quantity [ 2 ].");
  await expect(stepper.getByRole('status')).toHaveText('2');

  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await addButton.click();
  await expect(toast(page)).toHaveText('Add to cart successfully.');
  const celebration = page.getByText('Added!');
  await expect(celebration).toBeVisible();
  await page.clock.runFor(3_400);
  await expect(celebration).toBeVisible();
  await page.clock.runFor(200);
  await expect(celebration).toBeHidden();
  await page.clock.resume();

  await addButton.click();
  await expect(toast(page)).toHaveText("Will exceed Mint's stock quantity [2] (Current in cart: 2).");
  await expect(celebration).toBeHidden();

  await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
  await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
  await addButton.click();
  await expect(toast(page)).toHaveText('You should at least add one item.');
});
