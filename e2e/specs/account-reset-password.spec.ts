import { CODE_SUBJECTS, codeMailedTo, nextCodeMailWindow } from '../fixtures/mailbox';
import { logInThroughForm } from '../fixtures/sessions';
import { expect, registerAccount, test, toast } from '../fixtures/shopper';

test('forgot password: a code by mail, a new password, and the new password logs in', async ({ page, request }) => {
  const account = await registerAccount(request);
  const registeredAt = Date.now();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL('/resetPassword');

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  // The registration code was mailed a moment ago: one code mail per address per interval, whatever its purpose.
  await nextCodeMailWindow(registeredAt);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page)).toHaveText('If this email is registered, a verification code has been sent to it.');
  const code = await codeMailedTo(account.email, CODE_SUBJECTS.reset);

  await page.getByLabel('New password').fill('12345');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please enter your verification code.')).toBeVisible();
  await expect(page.getByText('Please enter at least six digits for password.')).toBeVisible();

  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page)).toHaveText('Password reset successfully, please log in.');

  await logInThroughForm(page, { email: account.email, password: 'brand-new-1' });
});
