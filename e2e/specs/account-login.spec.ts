import { DEMO_SHOPPER } from '../fixtures/admin';
import { addOnProductPage, expect, test, toast } from '../fixtures/shopper';

test('login explains each wrong entry with a red border', async ({ page }) => {
  await page.goto('/login');
  const emailField = page.getByLabel('Email');
  const passwordField = page.getByLabel('Password', { exact: true });

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');

  await emailField.fill('shopper.demo.shop');
  await passwordField.fill('12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter correct email.')).toBeVisible();
  await expect(page.getByText('Please enter correct password.')).toBeVisible();

  await emailField.fill(DEMO_SHOPPER.email);
  await passwordField.fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page)).toHaveText('Email or password is incorrect.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/resetPassword');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
});

test('log in, keep the login across a reload, then log out, which empties the cart', async ({ page, shopData }) => {
  const product = await shopData.addProduct('Logout Kitty', [{ Name: 'Pink', Price: 5, LeftNum: 9 }]);
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Sent to the login page on the way to the profile, the shopper arrives where they were going.
  await expect(page).toHaveURL('/profile');
  await page.goto(`/product/${product.proID}`);
  await addOnProductPage(page, 'Pink');
  const userIcon = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your profile' });
  await page.reload();
  await userIcon.click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(DEMO_SHOPPER.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fav' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('Your cart is empty.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});
