import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/admin';
import { answerDialog } from '../fixtures/orders';

// This journey starts where an admin does: in the back office's own language.
test.use({ adminLanguage: null });

/** Ships the order with a delivery URL the server refuses (not http or https), through the action's dialog. */
async function shipWithFtpLink(page: Page, button: string) {
  await answerDialog(page, page.getByRole('button', { name: button }), 'ftp://parcels.example/E2E-1', button);
}

test('the back office speaks Chinese, switches to English for good, and tells server refusals in the language chosen', async ({
  adminPage,
  adminApi,
  shopperApi,
}) => {
  const orderId = await shopperApi.paidOrder(await adminApi.addProduct('E2E language keychain'), 'Pink');
  const adminArea = adminPage.locator('.admin-layout');

  await adminPage.goto('/adminOperation');
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('管理操作');
  await expect(adminPage.getByRole('navigation', { name: '管理操作' }).getByRole('link', { name: /管理所有订单/ })).toBeVisible();
  await expect(adminArea).toHaveAttribute('lang', 'zh-CN');

  const languages = adminPage.getByRole('group', { name: '语言' });
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Admin operations');
  await expect(
    adminPage.getByRole('navigation', { name: 'Admin operations' }).getByRole('link', { name: /Manage all orders/ }),
  ).toBeVisible();
  await expect(adminArea).toHaveAttribute('lang', 'en');

  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Admin operations');
  await expect(adminArea).toHaveAttribute('lang', 'en');

  await adminPage.goto(`/reviseOrder/${orderId}`);
  await shipWithFtpLink(adminPage, 'Set to shipped');
  await expect(adminPage.getByText('DeliveryURL must be an http or https URL.')).toBeVisible();

  await adminPage.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`订单 ${orderId}`);
  await shipWithFtpLink(adminPage, '设为已发货');
  await expect(adminPage.getByText('物流链接（DeliveryURL）必须是 http 或 https 网址。')).toBeVisible();
  await expect(adminPage.getByText('已付款: 是')).toBeVisible();
});
