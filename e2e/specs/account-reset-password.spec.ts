import { CODE_SUBJECTS, codeMailedTo } from '../fixtures/mailbox';
import { expect, logInThroughForm, registerAccount, test, toast } from '../fixtures/shopper';

/** The backend mails one code per address per minute, whatever its purpose. */
const CODE_MAIL_INTERVAL_MS = 61_000;

test('forgot password: a code by mail, a new password, and the new password logs in', async ({ page, request }) => {
  test.setTimeout(CODE_MAIL_INTERVAL_MS + 60_000);
  const account = await registerAccount(request);
  const registeredAt = Date.now();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL('/resetPassword');

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  // The registration code was mailed a moment ago: wait until another may be mailed to this address.
  await page.waitForTimeout(Math.max(0, registeredAt + CODE_MAIL_INTERVAL_MS - Date.now()));
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
