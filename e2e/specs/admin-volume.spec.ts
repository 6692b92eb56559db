import { expect, test, uniqueName } from '../fixtures/admin';

test('an admin reads the dashboard, follows a waiting status to the filtered orders, searches, sorts and goes back', async ({
  adminPage,
  adminApi,
  shopperApi,
}) => {
  const name = uniqueName('E2E volume charm');
  const productId = await adminApi.addProduct(name);
  const keptOrderId = await shopperApi.paidOrder(productId, 'Pink');
  const requestedOrderId = await shopperApi.paidOrder(productId, 'Pink');
  await shopperApi.requestCancel(requestedOrderId, 'Bought two by mistake');

  await adminPage.goto('/adminOperation');
  const dashboard = adminPage.getByRole('region', { name: 'Dashboard' });
  await expect(dashboard.getByRole('img', { name: 'Revenue' })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: 'Orders' })).toBeVisible();
  await expect(dashboard.getByText(/^\d+ paid orders?, \$[\d,]+\.\d\d revenue$/)).toBeVisible();
  await expect(dashboard.getByRole('region', { name: 'Top products (30 days)' })).toBeVisible();
  await expect(dashboard.getByRole('region', { name: 'Low stock (5 or fewer)' })).toBeVisible();
  await expect(adminPage.getByRole('navigation', { name: 'Admin operations' })).toBeVisible();

  await dashboard.getByRole('link', { name: /^Request Cancel \d+ orders?$/ }).click();
  await expect(adminPage).toHaveURL(/\/manageAllOrders\?status=Request\+Cancel$/);
  await expect(adminPage.getByLabel('Status')).toHaveValue('Request Cancel');
  const orders = adminPage.getByRole('region', { name: 'Manage all orders' }).locator('tbody');
  await expect(orders.getByRole('row').filter({ hasText: requestedOrderId })).toBeVisible();
  await expect(orders.getByRole('row').filter({ hasText: keptOrderId })).toHaveCount(0);

  await adminPage.getByLabel('Order id, e-mail or recipient').fill(requestedOrderId);
  await adminPage.getByLabel('Order id, e-mail or recipient').press('Enter');
  await expect(adminPage).toHaveURL(new RegExp(`status=Request\\+Cancel&q=${requestedOrderId}$`));
  await expect(adminPage.getByText('1 order · $17.49 in all')).toBeVisible();
  await expect(orders.getByRole('row')).toHaveCount(1);

  await adminPage.getByLabel('Status').selectOption('');
  await adminPage.getByLabel('Order id, e-mail or recipient').fill('Mia Chen');
  await adminPage.getByLabel('Order id, e-mail or recipient').press('Enter');
  await adminPage.getByLabel('Sort').selectOption('oldest');
  await expect(adminPage).toHaveURL(/q=Mia\+Chen&sort=oldest$/);
  await expect(adminPage.getByText(/^\d+ orders · \$[\d,]+\.\d\d in all$/)).toBeVisible();

  await adminPage.goBack();
  await expect(adminPage.getByLabel('Sort')).toHaveValue('');
  await expect(adminPage.getByLabel('Order id, e-mail or recipient')).toHaveValue('Mia Chen');
});

test('an admin finds a product by name and by low stock, with its lowest stock shown', async ({ adminPage, adminApi, shopperApi }) => {
  const name = uniqueName('E2E stock keychain');
  const productId = await adminApi.addProduct(name);
  await shopperApi.paidOrder(productId, 'Pink');

  await adminPage.goto('/manageProduct');
  await adminPage.getByLabel('Product name').fill(name);
  await adminPage.getByLabel('Product name').press('Enter');
  const products = adminPage.getByRole('list', { name: 'Manage products' });
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(products.getByRole('listitem')).toContainText('Lowest stock: 4');

  await adminPage.getByLabel('Stock').selectOption('low');
  await adminPage.getByLabel('Listing').selectOption('unlisted');
  await expect(adminPage).toHaveURL(/stock=low&listing=unlisted$/);
  await expect(adminPage.getByText('Nothing matches these filters.')).toBeVisible();
  await adminPage.getByLabel('Listing').selectOption('listed');
  await expect(products.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});
