import { DEMO_DELIVERY, newestOrderId, startPayment } from '../fixtures/orders';
import { expect, test, toast } from '../fixtures/shopper';

test('a product whose only sub-type is a marker is priced on its card and bought without choosing', async ({
  shopperPage: page,
  shopData,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await shopData.addProduct('Plain Tote', [{ Name: 'Beige (default)', Price: 14.99, LeftNum: 40 }]);
  await page.goto(`/products/all/name_${encodeURIComponent(product.name)}`);
  const card = page.getByRole('article').filter({ hasText: '$14.99' });
  await expect(card).toBeVisible();
  await expect(page.getByText('Price coming soon')).toHaveCount(0);
  // The round cart button stays round beside the price on a phone.
  const button = card.getByRole('button', { name: `Add ${product.name} to cart` });
  const box = (await button.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);

  await button.click();
  const picker = page.getByRole('dialog', { name: product.name });
  await expect(picker.getByRole('radio')).toHaveCount(0);
  await expect(picker).toContainText('$14.99 · Stock: 40');
  await picker.getByRole('button', { name: 'Increase quantity' }).click();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page)).toHaveText('Add to cart successfully.');

  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('group', { name: 'Choose a type' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page)).toHaveText('Add to cart successfully.');

  await page.getByRole('button', { name: 'Open cart' }).click();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/checkout');
  const line = page.getByRole('listitem', { name: `${product.name} – Beige (default)` });
  await expect(line).toContainText('× 3');
  await expect(line).toContainText('$44.97');
  // Shipping is the checkout's own business: the total to pay is read off the page.
  const total = (await page.getByLabel('Total', { exact: true }).textContent())!;
  for (const detail of Object.values(DEMO_DELIVERY)) await expect(page.getByText(detail, { exact: true })).toBeVisible();

  await startPayment(page, 'Visa Card');
  const orderId = await newestOrderId(page, product.name);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/success\/success_pay\?session_id=/);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('row', { name: /Beige \(default\) 3 \$(14\.99|44\.97)/ })).toBeVisible();
});
