import { DEMO_SHOPPER, uniqueName } from '../fixtures/admin';
import { expect, test } from '../fixtures/sessions';

test('an admin answers with the shopper’s order and a product as cards, which the shopper opens', async ({
  shopperPage: page,
  adminPage,
  adminApi,
  shopperApi,
}) => {
  const productName = uniqueName('Attach charm');
  const productId = await adminApi.addProduct(productName);
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  const question = `Which charm goes with order ${orderId.slice(-6)}?`;

  await page.goto('/');
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Kawaii Shop' });
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.locator('.chat-message', { hasText: question })).toContainText('Sent');

  await adminPage.goto('/onlineChat');
  await adminPage.getByRole('button', { name: new RegExp(DEMO_SHOPPER.email) }).click();
  await expect(adminPage.getByRole('log').getByText(question)).toBeVisible();

  const shortId = `…${orderId.slice(-6)}`;
  await adminPage.getByRole('button', { name: 'Attach an order or a product' }).click();
  await adminPage
    .getByRole('tabpanel', { name: "Shopper's orders" })
    .getByRole('button', { name: new RegExp(`^Order ${shortId} `) })
    .click();
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('This is the order I mean.');
  await adminPage.getByRole('textbox', { name: 'Message' }).press('Enter');

  await adminPage.getByRole('button', { name: 'Attach an order or a product' }).click();
  await adminPage.getByRole('tab', { name: 'Products' }).click();
  await adminPage
    .getByRole('tabpanel', { name: 'Products' })
    .getByRole('button', { name: `${productName} $12.50` })
    .click();
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('And this one goes with it.');
  await adminPage.getByRole('textbox', { name: 'Message' }).press('Enter');

  const shopperThread = panel.getByRole('log');
  const orderCard = shopperThread
    .locator('.chat-message', { hasText: 'This is the order I mean.' })
    .getByRole('link', { name: new RegExp(`^Order ${shortId} `) });
  await expect(orderCard).toHaveAttribute('href', `/order/${orderId}`);
  const productCard = shopperThread
    .locator('.chat-message', { hasText: 'And this one goes with it.' })
    .getByRole('link', { name: `${productName} $12.50` });
  await expect(productCard).toHaveAttribute('href', `/product/${productId}`);
  await productCard.click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
});
