import type { Page } from '@playwright/test';
import { expect, PAGE_SIZE, test } from '../fixtures/catalogue';
import { cut } from '../fixtures/shown-text';

// Within the pager's navigation: while the app renders a server page's replacement, hidden, the text is there twice.
const pagerStatus = (page: Page, text: string) => page.getByRole('navigation', { name: 'Pages' }).getByText(text);

test('the pager walks the catalogue 15 products at a time', async ({ page, catalogue }) => {
  const first = await catalogue.page('all', 'all', 1);
  const second = await catalogue.page('all', 'all', 2);
  const totalPages = Math.ceil(first.totalItemNum / PAGE_SIZE);
  expect(totalPages).toBeGreaterThan(1);
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');

  await page.goto('/products/all');
  await expect(pagerStatus(page, `page 1 / ${totalPages}`)).toBeVisible();
  await expect(names).toHaveText(first.products.map((product) => cut(product.ProductName, 30)));
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pagerStatus(page, `page 2 / ${totalPages}`)).toBeVisible();
  await expect(page).toHaveURL('/products/all?page=2');
  await expect(names).toHaveText(second.products.map((product) => cut(product.ProductName, 30)));

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(pagerStatus(page, `page 1 / ${totalPages}`)).toBeVisible();
  await expect(names).toHaveText(first.products.map((product) => cut(product.ProductName, 30)));
});

test('the last page holds the remainder and cannot go further', async ({ page, catalogue }) => {
  const first = await catalogue.page('all', 'all', 1);
  const totalPages = Math.ceil(first.totalItemNum / PAGE_SIZE);

  await page.goto(`/products/all?page=${totalPages}`);
  await expect(pagerStatus(page, `page ${totalPages} / ${totalPages}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(
    first.totalItemNum - PAGE_SIZE * (totalPages - 1),
  );
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
