import { DEMO_ADMIN, openBackOfficeIn } from '../fixtures/admin';
import { expect, test } from '../fixtures/sessions';
import { answerDialog } from '../fixtures/orders';

test('an admin finds a paid order in the orders table, ships it with its delivery URL, then marks it delivered', async ({
  adminPage,
  adminApi,
  shopperApi,
}) => {
  const productId = await adminApi.addProduct('E2E order keychain');
  const orderId = await shopperApi.paidOrder(productId, 'Pink');

  await adminPage.goto('/manageAllOrders');
  await adminPage.getByLabel('Status').selectOption({ label: 'Pending for shippment' });
  await expect(adminPage).toHaveURL(/status=Paid/);
  const orders = adminPage.getByRole('region', { name: 'Manage all orders' });
  const row = orders.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('shopper@demo.shop');
  await expect(row).toContainText('Mia Chen');
  await expect(row).toContainText('Pending for shippment');
  await expect(orders.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(0);
  await expect(adminPage.getByText(/^\d+ orders? · \$[\d,.]+ in all$/)).toBeVisible();
  await row.getByRole('link', { name: orderId }).click();

  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId}`);
  await expect(adminPage.getByRole('row', { name: /E2E order keychain Pink 1 \$12\.50/ })).toBeVisible();
  await expect(adminPage.getByText('Paid: Yes')).toBeVisible();
  const amounts = adminPage.getByRole('region', { name: 'Items' }).locator('tfoot');
  await expect(amounts.getByRole('row').first()).toHaveText(/^Subtotal\s*\$12\.50$/);
  await expect(amounts.getByRole('row', { name: /Shipping/ })).toBeVisible();
  await expect(amounts.getByRole('row').last()).toHaveText(/^Order total\s*\$[\d.]+$/);
  await expect(adminPage.getByRole('region', { name: 'Order details' }).getByRole('link', { name: 'shopper@demo.shop' })).toBeVisible();
  // Only what the state machine allows from Paid is offered.
  await expect(adminPage.getByRole('button', { name: 'Deny cancellation request' })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Set to delivered' })).toHaveCount(0);

  const ship = await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Set to shipped' }), '', 'Set to shipped');
  await expect(ship.getByText('Need DeliveryURL.')).toBeVisible();
  await ship.getByRole('textbox').fill('https://track.example/E2E-1');
  await ship.getByRole('button', { name: 'Set to shipped' }).click();
  await expect(adminPage.getByText('The order was marked as shipped.')).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(adminPage.getByRole('link', { name: 'https://track.example/E2E-1' })).toBeVisible();
  await expect(adminPage.getByText('Shipped: Yes')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Set to shipped' })).toHaveCount(0);

  const deliver = await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Set to delivered' }), 'ok', 'Set to delivered');
  await expect(deliver.getByText('Need right confirmation.')).toBeVisible();
  // A phone keyboard would capitalise the answer: the field asks it not to, and "Yes" is taken all the same.
  await expect(deliver.getByRole('textbox')).toHaveAttribute('autocapitalize', 'off');
  await deliver.getByRole('textbox').fill('Yes');
  await deliver.getByRole('textbox').press('Enter');
  await expect(adminPage.getByText('The order was marked as delivered.')).toBeVisible();
  await expect(adminPage.getByText('Delivered: Yes')).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Status history' })).toContainText('Shipped → Delivered');

  await adminPage.goto(`/manageAllOrders?status=Delivered&q=${orderId}`);
  await expect(adminPage.getByRole('region', { name: 'Manage all orders' }).getByRole('row').filter({ hasText: orderId })).toContainText(
    'Delivered',
  );
});

test('an admin denies a cancellation request, notes the order, then cancels it', async ({ adminPage, adminApi, shopperApi }) => {
  const productId = await adminApi.addProduct('E2E cancel sticker');
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  await shopperApi.requestCancel(orderId, 'Ordered the wrong colour');

  await adminPage.goto(`/reviseOrder/${orderId}`);
  const details = adminPage.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('Cancel reason');
  await expect(details).toContainText('Ordered the wrong colour');

  const deny = await answerDialog(
    adminPage,
    adminPage.getByRole('button', { name: 'Deny cancellation request' }),
    ' ',
    'Deny cancellation request',
  );
  await expect(deny.getByText('Deny requires a reason.')).toBeVisible();
  await deny.getByRole('textbox').fill('It has already been packed');
  await deny.getByRole('button', { name: 'Deny cancellation request' }).click();
  await expect(adminPage.getByText('The cancellation request was denied.')).toBeVisible();
  await expect(details).toContainText('It has already been packed');
  // The cancel reason shows only while the request is open.
  await expect(details).not.toContainText('Cancel reason');

  const notes = adminPage.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('No notes yet.');
  await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Add note' }), 'Shopper called: gift wrap please', 'Add note');
  await expect(adminPage.getByText('The note was saved.')).toBeVisible();
  await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Add note' }), 'Wrapped in pink paper', 'Add note');
  // Notes are kept, oldest first, each with its author.
  await expect(notes.getByRole('listitem')).toHaveText([/Shopper called: gift wrap please$/, /Wrapped in pink paper$/]);

  const cancel = await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Cancel order' }), '', 'Cancel order');
  await expect(cancel.getByText('Cancellation requires a reason.')).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await expect(cancel).toBeHidden();

  // A paid order is refunded when canceled: the admin is asked a second time.
  await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Cancel order' }), 'Out of stock after all', 'Cancel order');
  const refund = adminPage.getByRole('dialog', { name: 'Cancel order' });
  await expect(refund).toContainText('canceling it refunds the shopper at once');
  await refund.getByRole('button', { name: 'Go back' }).click();
  await expect(refund).toBeHidden();
  await expect(adminPage.getByText('Canceled: No')).toBeVisible();

  await answerDialog(adminPage, adminPage.getByRole('button', { name: 'Cancel order' }), 'Out of stock after all', 'Cancel order');
  await adminPage.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(adminPage.getByText(/^The order was canceled/)).toBeVisible();
  await expect(adminPage.getByText('Canceled: Yes')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('an admin logged in at the storefront finds the back office there, and logs out from it', async ({ page, context, logInAs }) => {
  await openBackOfficeIn(context, 'en');
  await logInAs(DEMO_ADMIN);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Back office' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin operations');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/adminOperation');
  await expect(page).toHaveURL('/');
});
