import { DEMO_SHOPPER } from '../fixtures/admin';
import { codeMailedTo, uniqueEmail } from '../fixtures/mailbox';
import { expect, test, toast } from '../fixtures/shopper';

test('register with the code from the mail, log in and reach the profile', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
  const emailField = page.getByLabel('Email');
  const codeField = page.getByLabel('Verification code');
  const passwordField = page.getByLabel('Password', { exact: true });
  const policyBox = page.getByRole('checkbox', { name: /I agree with the/ });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('Please enter your verification code.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page.getByText('Please agree with the website policies.')).toBeVisible();
  for (const field of [emailField, codeField, passwordField, policyBox]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.field--invalid .field__control').first()).toHaveCSS('border-top-color', 'rgb(179, 32, 63)');

  await emailField.fill('newcomer@example');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Please enter correct email.')).toBeVisible();

  await emailField.fill(email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page)).toHaveText('Verification code sent, please check your email.');
  const code = await codeMailedTo(email);

  await codeField.fill('123');
  await passwordField.fill('12345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter correct verification code.')).toBeVisible();
  await expect(page.getByText('Please enter at least six digits for password.')).toBeVisible();
  await expect(page.getByText('Please agree with the website policies.')).toBeVisible();

  await codeField.fill(code);
  await passwordField.fill('secret1');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField).toHaveAttribute('type', 'text');
  await policyBox.check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/success/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, You successfully registed');
  await page.getByRole('link', { name: 'Go to LOGIN' }).click();

  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/success/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, You successfully login');

  await page.getByRole('link', { name: 'See Products' }).click();
  await expect(page).toHaveURL('/products/all');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(email)).toBeVisible();
});

test('an email that is already registered gets no code, and the server says why', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page)).toHaveText('This email is already registered, please log in.');
});

test('the register page links to the policies and to login', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'website policies' }).click();
  await expect(page).toHaveURL('/policy');
  await page.goto('/register');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test('a canceled registration says so and leads to login', async ({ page }) => {
  await page.goto('/failed/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('registed is canceled');
  await page.getByRole('link', { name: 'Go to LOGIN' }).click();
  await expect(page).toHaveURL('/login');
});

test("a wrong code's message stays on the register page once the right code succeeds", async ({ page }) => {
  const email = uniqueEmail('second-try');
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const code = await codeMailedTo(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('checkbox', { name: /I agree with the/ }).check();

  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toHaveText('The verification code is incorrect.');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/success/register');
  await expect(toast(page)).toBeEmpty();
});
