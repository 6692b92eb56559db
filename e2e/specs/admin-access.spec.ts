import { DEMO_SHOPPER, expect, logIn, test } from '../fixtures/admin';

test('a visitor opening an admin page is sent to the home page', async ({ page }) => {
  await page.goto('/adminOperation');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Kawaii Shop' })).toBeVisible();
});

test('a logged-in customer opening an admin page is sent to the home page', async ({ page }) => {
  await logIn(page.request, DEMO_SHOPPER);
  await page.goto('/manageAllOrders');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Manage all orders' })).toHaveCount(0);
});

test('the admin menu links to every admin screen', async ({ adminPage }) => {
  await adminPage.goto('/adminOperation');
  const menu = adminPage.getByRole('navigation', { name: 'Admin operations' });
  for (const [label, path] of [
    ['Add product', '/addProduct'],
    ['Manage products', '/manageProduct'],
    ['Add welcome board', '/addWelcomeBoard'],
    ['Manage welcome boards', '/manageWelcomeBoard'],
    ['Manage all orders', '/manageAllOrders'],
    ['User chat', '/onlineChat'],
    ['Import and export', '/importExport'],
  ]) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('href', path);
  }
  await menu.getByRole('link', { name: /^Manage products/ }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Manage products');
  await expect(adminPage.getByText(/^page 1 \/ \d+$/)).toBeVisible();
});
