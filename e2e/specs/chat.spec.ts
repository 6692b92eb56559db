import { DEMO_SHOPPER, uniqueName } from '../fixtures/admin';
import { expect, logInThroughForm, test } from '../fixtures/shopper';

test('a shopper and an admin chat live, and the admin sees the shopper’s orders', async ({ page, adminPage, adminApi, shopperApi }) => {
  const productId = await adminApi.addProduct(uniqueName('Chat charm'));
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  const question = `<b>Hi</b> is order ${orderId.slice(-6)} shipped?`;

  await logInThroughForm(page, DEMO_SHOPPER);
  await page.goto('/');
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Kawaii Shop' });
  await expect(panel.getByText('No agent is online right now')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  const sentQuestion = panel.locator('.chat-message', { hasText: question });
  await expect(sentQuestion).toContainText('Sent');
  await expect(panel.locator('b')).toHaveCount(0);

  await adminPage.goto('/onlineChat');
  const conversation = adminPage.getByRole('button', { name: new RegExp(DEMO_SHOPPER.email) });
  await expect(conversation.getByLabel(/\d+ unread/)).toBeVisible();
  await expect(conversation).toContainText(question);
  await expect(panel.getByText('An agent is online')).toBeVisible();

  await conversation.click();
  await expect(conversation.getByLabel(/unread/)).toHaveCount(0);
  const shopper = adminPage.getByRole('complementary', { name: 'Shopper' });
  await expect(shopper).toContainText(DEMO_SHOPPER.email);
  await expect(shopper.getByRole('link', { name: orderId })).toHaveAttribute('href', `/reviseOrder/${orderId}`);
  await expect(adminPage.getByRole('log').getByText(question)).toBeVisible();
  await expect(sentQuestion).toContainText('Read');

  const reply = 'Yes! It left our studio this morning.';
  await adminPage.getByRole('textbox', { name: 'Message' }).fill(reply);
  await adminPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.getByRole('log').getByText(reply)).toBeVisible();

  await panel.getByRole('textbox', { name: 'Message' }).pressSequentially('Thank');
  await expect(adminPage.getByText('The shopper is typing…')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(adminPage.getByRole('log').getByText('Thank', { exact: true })).toBeVisible();
});

test('a message typed offline is sent once the shopper is back online', async ({ page, context }) => {
  await logInThroughForm(page, DEMO_SHOPPER);
  await page.goto('/');
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Kawaii Shop' });
  await expect(panel.getByText(/agent/)).toBeVisible();

  await context.setOffline(true);
  await expect(panel.getByText('You are offline — messages will be sent when you reconnect')).toBeVisible();
  const text = uniqueName('Typed offline');
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.locator('.chat-message', { hasText: text })).toContainText('Waiting to send');

  await context.setOffline(false);
  await expect(panel.locator('.chat-message', { hasText: text })).toContainText('Sent', { timeout: 20_000 });
  await expect(panel.locator('.chat-message', { hasText: text })).toHaveCount(1);
});
