import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/admin';

/** Answers the next window.prompt with `answer`. */
function answerNextPrompt(page: Page, answer: string) {
  page.once('dialog', (dialog) => dialog.accept(answer));
}

/** Answers the reason's prompt, then the refund confirmation that follows it with `confirmed`. */
function answerPromptThenConfirm(page: Page, answer: string, confirmed: boolean) {
  page.once('dialog', (prompt) => {
    page.once('dialog', (confirm) => (confirmed ? confirm.accept() : confirm.dismiss()));
    return prompt.accept(answer);
  });
}

test('an admin ships a paid order with its delivery URL, then marks it delivered', async ({ adminPage, adminApi, shopperApi }) => {
  const productId = await adminApi.addProduct('E2E order keychain');
  const orderId = await shopperApi.paidOrder(productId, 'Pink');

  await adminPage.goto('/manageAllOrders');
  const card = adminPage.getByRole('list', { name: 'Manage all orders' }).getByRole('listitem').filter({ hasText: orderId });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('Mia Chen');
  await card.getByRole('link', { name: `Order ${orderId}` }).click();

  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId}`);
  await expect(adminPage.getByRole('row', { name: /E2E order keychain Pink 1 \$12\.50/ })).toBeVisible();
  await expect(adminPage.getByText('Paid: Yes')).toBeVisible();
  // Only what the state machine allows from Paid is offered.
  await expect(adminPage.getByRole('button', { name: 'Deny cancellation request' })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Set to delivered' })).toHaveCount(0);

  answerNextPrompt(adminPage, '');
  await adminPage.getByRole('button', { name: 'Set to shipped' }).click();
  await expect(adminPage.getByText('Need DeliveryURL.')).toBeVisible();

  answerNextPrompt(adminPage, 'https://track.example/E2E-1');
  await adminPage.getByRole('button', { name: 'Set to shipped' }).click();
  await expect(adminPage.getByText('The order was marked as shipped.')).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'https://track.example/E2E-1' })).toBeVisible();
  await expect(adminPage.getByText('Shipped: Yes')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Set to shipped' })).toHaveCount(0);

  answerNextPrompt(adminPage, 'ok');
  await adminPage.getByRole('button', { name: 'Set to delivered' }).click();
  await expect(adminPage.getByText('Need right confirmation.')).toBeVisible();

  answerNextPrompt(adminPage, 'yes');
  await adminPage.getByRole('button', { name: 'Set to delivered' }).click();
  await expect(adminPage.getByText('The order was marked as delivered.')).toBeVisible();
  await expect(adminPage.getByText('Delivered: Yes')).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Status history' })).toContainText('Shipped → Delivered');
});

test('an admin denies a cancellation request, notes the order, then cancels it', async ({ adminPage, adminApi, shopperApi }) => {
  const productId = await adminApi.addProduct('E2E cancel sticker');
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  await shopperApi.requestCancel(orderId, 'Ordered the wrong colour');

  await adminPage.goto(`/reviseOrder/${orderId}`);
  const details = adminPage.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('Cancel reason');
  await expect(details).toContainText('Ordered the wrong colour');

  answerNextPrompt(adminPage, ' ');
  await adminPage.getByRole('button', { name: 'Deny cancellation request' }).click();
  await expect(adminPage.getByText('Deny requires a reason.')).toBeVisible();

  answerNextPrompt(adminPage, 'It has already been packed');
  await adminPage.getByRole('button', { name: 'Deny cancellation request' }).click();
  await expect(adminPage.getByText('The cancellation request was denied.')).toBeVisible();
  await expect(details).toContainText('It has already been packed');
  // The cancel reason shows only while the request is open.
  await expect(details).not.toContainText('Cancel reason');

  const notes = adminPage.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('No notes yet.');
  answerNextPrompt(adminPage, 'Shopper called: gift wrap please');
  await adminPage.getByRole('button', { name: 'Add note' }).click();
  await expect(adminPage.getByText('The note was saved.')).toBeVisible();
  answerNextPrompt(adminPage, 'Wrapped in pink paper');
  await adminPage.getByRole('button', { name: 'Add note' }).click();
  // Notes are kept, oldest first, each with its author.
  await expect(notes.getByRole('listitem')).toHaveText([/Shopper called: gift wrap please$/, /Wrapped in pink paper$/]);

  answerNextPrompt(adminPage, '');
  await adminPage.getByRole('button', { name: 'Cancel order' }).click();
  await expect(adminPage.getByText('Cancellation requires a reason.')).toBeVisible();

  // A paid order is refunded when canceled: the admin is asked a second time.
  answerPromptThenConfirm(adminPage, 'Out of stock after all', false);
  await adminPage.getByRole('button', { name: 'Cancel order' }).click();
  await expect(adminPage.getByText('Canceled: No')).toBeVisible();

  answerPromptThenConfirm(adminPage, 'Out of stock after all', true);
  await adminPage.getByRole('button', { name: 'Cancel order' }).click();
  await expect(adminPage.getByText(/^The order was canceled/)).toBeVisible();
  await expect(adminPage.getByText('Canceled: Yes')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
