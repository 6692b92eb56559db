import { uniqueName } from '../fixtures/admin';
import { addPinkToCart, DEMO_DELIVERY, newestOrderId, startPayment } from '../fixtures/orders';
import { expect, test } from '../fixtures/sessions';

test('a shopper checks out the cart, pays on the test provider and sees the order pending for shippment', async ({
  shopperPage: page,
  adminApi,
}) => {
  const name = uniqueName('E2E checkout kitty');
  const productId = await adminApi.addProduct(name);
  await addPinkToCart(page, productId);
  const stripeJsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'js.stripe.com') stripeJsRequests.push(request.url());
  });
  const paymentConfig = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/payments/config');

  await page.getByRole('button', { name: 'Open cart' }).click();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/checkout');
  // The test provider takes the payments: the checkout reads that and loads no Stripe.js.
  expect(await (await paymentConfig).json()).toMatchObject({ provider: 'test', publishableKey: null });
  await expect(page.locator('script[src*="js.stripe.com"]')).toHaveCount(0);
  expect(stripeJsRequests).toEqual([]);
  const line = page.getByRole('listitem', { name: `${name} – Pink` });
  await expect(line).toContainText('× 1');
  await expect(line).toContainText('$12.50');
  // The demo shop charges $4.99 shipping under $49.
  await expect(page.getByRole('status', { name: 'Subtotal' })).toHaveText('$12.50');
  await expect(page.getByRole('status', { name: 'Shipping' })).toHaveText('$4.99');
  await expect(page.getByRole('status', { name: 'Total', exact: true })).toHaveText('$17.49');
  for (const detail of Object.values(DEMO_DELIVERY)) await expect(page.getByText(detail, { exact: true })).toBeVisible();
  await expect(page.getByText('You should provide detailed real US address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit address' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('button', { name: 'Open cart' })).toHaveCount(0);

  await startPayment(page, 'Visa Card');
  const orderId = await newestOrderId(page, name);
  await page.getByRole('button', { name: 'Pay $17.49' }).click();

  await expect(page).toHaveURL(/\/success\/success_pay\?session_id=/);
  await expect(page.getByText('Congratulations, You successfully paid')).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${name} Pink 1 \\$12\\.50`) })).toBeVisible();
  await expect(page.getByText('Pending for shippment')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue the payment' })).toHaveCount(0);

  // The cart was cleared once the order existed.
  await page.goto('/checkout');
  await expect(page.getByText('The cart is empty')).toBeVisible();

  await page.goto('/profile');
  const row = page.getByRole('listitem').filter({ hasText: orderId });
  await expect(row).toContainText('Pending for shippment');
  await expect(row).toContainText('$17.49');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/order/${orderId}`);
});

test('a payment canceled at the provider leaves the order unpaid, and the shopper pays it later', async ({
  shopperPage: page,
  adminApi,
}) => {
  const name = uniqueName('E2E continue bunny');
  const productId = await adminApi.addProduct(name);
  await addPinkToCart(page, productId);
  await page.goto('/checkout');

  await startPayment(page, 'Alipay');
  const orderId = await newestOrderId(page, name);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL('/failed/payment');
  await expect(page.getByText('Payment is canceled')).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Pending for paying')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Order expires in [45]:\d\d$/);
  await page.getByRole('link', { name: 'Continue the payment' }).click();

  await expect(page).toHaveURL(`/checkout/${orderId}`);
  await expect(page.getByRole('listitem', { name: `${name} – Pink` })).toContainText('$12.50');
  await expect(page.getByText(DEMO_DELIVERY.location)).toBeVisible();
  await startPayment(page, 'Visa Card');
  await page.getByRole('button', { name: 'Pay $17.49' }).click();

  await expect(page).toHaveURL(/\/success\/success_pay/);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Pending for shippment')).toBeVisible();
});
