import { expect, registerAccount, test, toast } from '../fixtures/shopper';

test('edit the address through each rule, then save it', async ({ page, request, logInAs }) => {
  await logInAs(await registerAccount(request));
  await page.goto('/profile');
  const address = page.getByRole('region', { name: 'Address' });
  await address.getByRole('button', { name: 'Edit address' }).click();
  const location = address.getByLabel('Address');
  const recipient = address.getByLabel('Recipient');
  const phone = address.getByLabel('Phone');
  const save = address.getByRole('button', { name: 'Save' });

  await save.click();
  await expect(address.getByText('Please provide your address')).toBeVisible();
  await expect(address.getByText('Please provide your name')).toBeVisible();
  await expect(address.getByText('Please provide your phone')).toBeVisible();
  for (const field of [location, recipient, phone]) await expect(field).toHaveAttribute('aria-invalid', 'true');

  await location.fill('1 Bow Street, Boston, MA 02108');
  await recipient.fill('M'.repeat(50));
  await phone.fill('555-123');
  await save.click();
  await expect(location).not.toHaveAttribute('aria-invalid', 'true');
  await expect(address.getByText('Name length is too long; input max 50')).toBeVisible();
  await expect(address.getByText('Please provide correct US phone num')).toBeVisible();

  await recipient.fill('Mia Chen');
  for (const wrong of ['12345', '555-123-456', '+44 20 7946 0958', '(617) 555-019', '+2 617 555 0199']) {
    await phone.fill(wrong);
    await save.click();
    await expect(address.getByText('Please provide correct US phone num'), wrong).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  }

  await phone.fill('+1 617-555-0199');
  await save.click();
  await expect(toast(page)).toHaveText('Address updated successfully.');
  await expect(address.getByText('1 Bow Street, Boston, MA 02108')).toBeVisible();

  // Every accepted form of a US number, each saved by the server too.
  for (const accepted of ['6175550199', '617 555 0199', '+16175550199', '555-0199']) {
    await address.getByRole('button', { name: 'Edit address' }).click();
    await phone.fill(accepted);
    await save.click();
    await expect(address.getByText(accepted, { exact: true })).toBeVisible();
  }

  await page.reload();
  await expect(address.getByText('555-0199', { exact: true })).toBeVisible();
  await expect(address.getByText('Mia Chen')).toBeVisible();
});
