import { uniqueName } from '../fixtures/admin';
import { waitForAppOnPageLoads } from '../fixtures/app-started';
import { addPinkToCart, newestOrderId, startPayment } from '../fixtures/orders';
import { expect, logInThroughForm, test } from '../fixtures/sessions';
import { DEMO_SHOPPER } from '../fixtures/admin';

test('a shopper applies a discount code at checkout and pays the discounted total with shipping', async ({
  shopperPage: page,
  adminApi,
}) => {
  const name = uniqueName('E2E discount kitty');
  const code = uniqueName('SAVE')
    .replace(/[^A-Z0-9]/gi, '')
    .slice(0, 20)
    .toUpperCase();
  const productId = await adminApi.addProduct(name);
  await adminApi.addDiscountCode({ code, kind: 'percent', value: 20 });
  await addPinkToCart(page, productId);
  await page.goto('/checkout');

  await page.getByLabel('Discount code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This discount code does not exist' })).toBeVisible();

  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discount code applied' })).toBeVisible();
  // $12.50 − 20 % ($2.50) = $10.00, under $49: $4.99 shipping.
  await expect(page.getByRole('status', { name: 'Discount', exact: true })).toHaveText('−$2.50');
  await expect(page.getByRole('status', { name: 'Total', exact: true })).toHaveText('$14.99');

  await startPayment(page, 'Visa Card');
  const orderId = await newestOrderId(page, name);
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay $14.99' }).click();
  await expect(page).toHaveURL(/\/success\/success_pay/);
  const order = await (await page.request.get(`/api/orders/getOrder/${orderId}`)).json();
  expect(order.order).toMatchObject({ Subtotal: 12.5, Discount: 2.5, DiscountCode: code, Shipping: 4.99, TotalPrice: 14.99, IfPaid: true });
});

test('the cart put together on one device is there on a second one after logging in', async ({ browser, baseURL, adminApi }) => {
  const name = uniqueName('E2E two devices bunny');
  const productId = await adminApi.addProduct(name);
  const phone = await browser.newContext({ baseURL });
  const laptop = await browser.newContext({ baseURL });
  try {
    const phonePage = await phone.newPage();
    // As the test's own page: a tap before the app starts on the server-rendered page does nothing.
    waitForAppOnPageLoads(phonePage);
    await logInThroughForm(phonePage, DEMO_SHOPPER);
    const sent = phonePage.waitForResponse(
      (response) => response.url().endsWith('/api/users/cart') && response.request().method() === 'PUT',
    );
    await addPinkToCart(phonePage, productId);
    await sent;

    const laptopPage = await laptop.newPage();
    waitForAppOnPageLoads(laptopPage);
    await logInThroughForm(laptopPage, DEMO_SHOPPER);
    await laptopPage.getByRole('button', { name: 'Open cart' }).click();
    await expect(laptopPage.getByRole('dialog').getByText(name)).toBeVisible();
  } finally {
    await Promise.all([phone.close(), laptop.close()]);
  }
});

test('the policy page shows the shop’s shipping, returns and privacy texts under its back link', async ({ page }) => {
  await page.goto('/policy');
  await expect(page.getByRole('link', { name: '← Back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  await expect(page.getByText('free on orders of $49 or more after discounts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://stripe.com/privacy' })).toHaveAttribute('href', 'https://stripe.com/privacy');
});
