import { DEMO_SHOPPER, uniqueName } from '../fixtures/admin';
import { expect, test } from '../fixtures/sessions';
import { untilServiceWorkerActive, untilServiceWorkerControls } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

test('a shopper and an admin chat live, and the admin sees the shopper’s orders', async ({
  shopperPage: page,
  adminPage,
  adminApi,
  shopperApi,
}) => {
  const productId = await adminApi.addProduct(uniqueName('Chat charm'));
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  const question = `<b>Hi</b> is order ${orderId.slice(-6)} shipped?`;

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

  const reply = `Yes! Order ${orderId.slice(-6)} left our studio this morning.`;
  await adminPage.getByRole('textbox', { name: 'Message' }).fill(reply);
  await adminPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.getByRole('log').getByText(reply)).toBeVisible();

  const thanks = `Thanks ${orderId.slice(-4)}`;
  await panel.getByRole('textbox', { name: 'Message' }).pressSequentially(thanks);
  await expect(adminPage.getByText('The shopper is typing…')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(adminPage.getByRole('log').getByText(thanks, { exact: true })).toBeVisible();

  // The shopper attaches the order: both sides see it as a card, the admin's leading to the back office.
  const shortId = `…${orderId.slice(-6)}`;
  await panel.getByRole('button', { name: 'Attach an order or a product' }).click();
  await panel.getByRole('tab', { name: 'My orders' }).click();
  await panel
    .getByRole('tabpanel', { name: 'My orders' })
    .getByRole('button', { name: new RegExp(`^Order ${shortId} `) })
    .click();
  await expect(panel.locator('.chat-attachment')).toContainText(`Order ${shortId}`);
  await panel.getByRole('textbox', { name: 'Message' }).fill('About this order, please.');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  const orderCard = new RegExp(`^Order ${shortId} .* · Pending for shippment · \\$\\d+\\.\\d\\d$`);
  await expect(panel.getByRole('log').getByRole('link', { name: orderCard })).toHaveAttribute('href', `/order/${orderId}`);
  const adminThread = adminPage.getByRole('log');
  await expect(
    adminThread.locator('.chat-message', { hasText: 'About this order, please.' }).getByRole('link', { name: orderCard }),
  ).toHaveAttribute('href', `/reviseOrder/${orderId}`);

  // With the panel closed, the shop's next reply shows on the chat button at once.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('We are looking into it.');
  await adminPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Chat with us, 1 unread' })).toBeVisible();
});

test('messages typed offline survive a reload and are sent once, in order, when the shopper is back online', async ({
  shopperPage: page,
  context,
}) => {
  await page.goto('/');
  await untilServiceWorkerActive(page);
  await page.reload();
  // The reload below happens offline: the service worker must serve the page by then.
  await untilServiceWorkerControls(page);
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Kawaii Shop' });
  await expect(panel.getByText(/agent/)).toBeVisible();

  await context.setOffline(true);
  await expect(panel.getByText('You are offline — messages will be sent when you reconnect')).toBeVisible();
  const texts = [uniqueName('Typed offline'), uniqueName('Then this')];
  for (const text of texts) {
    await panel.getByRole('textbox', { name: 'Message' }).fill(text);
    await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(panel.locator('.chat-message', { hasText: text })).toContainText('Waiting to send');
  }

  await page.reload();
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  for (const text of texts) await expect(panel.locator('.chat-message', { hasText: text })).toContainText('Waiting to send');

  await context.setOffline(false);
  for (const text of texts) {
    await expect(panel.locator('.chat-message', { hasText: text })).toContainText('Sent', { timeout: 20_000 });
    await expect(panel.locator('.chat-message', { hasText: text })).toHaveCount(1);
  }
  const shown = await panel.locator('.chat-message__text').allTextContents();
  expect(shown.indexOf(texts[0])).toBeLessThan(shown.indexOf(texts[1]));
});
