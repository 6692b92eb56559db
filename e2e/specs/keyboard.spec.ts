import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/admin';

/** `ready`: what shows once the page has settled (its content loaded and faded in). */
async function expectSkipLinkFirst(visitor: Page, path: string, ready: Locator): Promise<void> {
  await visitor.goto(path);
  await expect(ready).toBeVisible();
  await visitor.keyboard.press('Tab');
  const skipLink = visitor.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();

  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('main')).toBeFocused();
}

test('the first Tab of a shop page reaches a skip link that jumps past the header to the content', async ({ page }) => {
  await expectSkipLinkFirst(page, '/products/all', page.getByRole('list', { name: 'Products' }).and(page.locator('[aria-busy="false"]')));
});

test('the first Tab of an admin page reaches a skip link that jumps past the header to the content', async ({ adminPage }) => {
  await expectSkipLinkFirst(adminPage, '/adminOperation', adminPage.getByRole('heading', { level: 1 }));
});
