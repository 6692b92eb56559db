import { uniqueName, XHR_HEADERS } from '../fixtures/admin';
import { addPinkToCart, answerDialog, newestOrderId, startPayment } from '../fixtures/orders';
import { expect, test } from '../fixtures/sessions';

test('a shopper asks to cancel a paid order from the order history, giving the required reason in the dialog', async ({
  shopperPage: page,
  adminApi,
  shopperApi,
}) => {
  const productId = await adminApi.addProduct(uniqueName('E2E cancel charm'));
  const orderId = await shopperApi.paidOrder(productId, 'Pink');

  await page.goto('/profile');
  const row = page.getByRole('listitem').filter({ hasText: orderId });
  await expect(row).toContainText('Pending for shippment');

  const dialog = await answerDialog(page, row.getByRole('button', { name: 'Cancle/Return' }), ' ', 'Cancle/Return', 'Send request');
  await expect(dialog.getByText('Please provide your reason')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pending for shippment');

  await answerDialog(page, row.getByRole('button', { name: 'Cancle/Return' }), 'Ordered the wrong colour', 'Cancle/Return', 'Send request');
  await expect(page.getByText('Your cancel request has been sent.')).toBeVisible();
  await expect(row).toContainText('Request Cancel');
  await expect(row.getByRole('button', { name: 'Cancle/Return' })).toHaveCount(0);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/order/${orderId}`);
  const order = page.getByRole('article', { name: 'Order' });
  await expect(order).toContainText(orderId);
  await expect(order.getByText('Request Cancel')).toBeVisible();
  await expect(order.getByText('Ordered the wrong colour')).toBeVisible();
});

test('an unpaid order counts its 300-second window down, then says it has expired', async ({ shopperPage: page, adminApi }) => {
  const name = uniqueName('E2E expiry sticker');
  const productId = await adminApi.addProduct(name);
  await addPinkToCart(page, productId);
  await page.goto('/checkout');
  await startPayment(page, 'Visa Card');
  const orderId = await newestOrderId(page, name);

  // The page's clock only: the server's own window, and its sweep, keep real time.
  await page.clock.install();
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('timer')).toHaveText(/^Order expires in [45]:\d\d$/);
  await expect(page.getByRole('link', { name: 'Continue the payment' })).toBeVisible();

  await page.clock.fastForward('05:01');

  await expect(page.getByText('Order has expired!')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue the payment' })).toHaveCount(0);
});

test("a denied request shows the shop's reason on the order page, and no payment note ever reads as one", async ({
  shopperPage: page,
  adminPage,
  adminApi,
  shopperApi,
}) => {
  const productId = await adminApi.addProduct(uniqueName('E2E deny charm'));
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  await shopperApi.requestCancel(orderId, 'Ordered the wrong colour');

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Ordered the wrong colour')).toBeVisible();
  await expect(page.getByText('Explanation')).toHaveCount(0);
  await expect(page.getByText('Payment received')).toHaveCount(0);

  const denied = await adminPage.request.patch(`/api/orders/reviseOrder/${orderId}`, {
    headers: XHR_HEADERS,
    data: { status: 'Deny', reviseReason: 'Already packed and on its way' },
  });
  expect(denied.ok(), 'deny the request').toBe(true);
  await page.reload();
  await expect(page.getByText('Cancellation denied', { exact: true })).toBeVisible();
  await expect(page.getByText('Ordered the wrong colour')).toBeVisible();
  await expect(page.getByText('Already packed and on its way')).toBeVisible();
});
