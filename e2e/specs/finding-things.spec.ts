import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductResponse } from '@shop/contracts/products/product';
import { expect, test } from '../fixtures/catalogue';

/** The card names a catalogue page shows, read at once: the grid may still be fading from the previous listing. */
const shownNames = (page: Page) => () =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));

async function apiNames(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(`/api/products/getProducts/${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()).products as ProductResponse[]).map((product) => product.ProductName);
}

test('a shopper sorts by price, keeps what is in stock within a price range, all in the address', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/all');
  const controls = page.getByRole('region', { name: 'Sort and filter' });

  await controls.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/products/all?sort=price-asc');
  await expect.poll(shownNames(page)).toEqual(await apiNames(request, 'all/all/1?sort=price_asc'));

  // By keyboard: the checkbox with Space, the range typed and sent with Enter.
  await controls.getByRole('checkbox', { name: 'In stock only' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/products/all?sort=price-asc&inStock=1');
  await controls.getByRole('textbox', { name: 'Minimum price' }).fill('5');
  await controls.getByRole('textbox', { name: 'Maximum price' }).fill('20');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/products/all?sort=price-asc&inStock=1&min=5&max=20');
  const expected = await apiNames(request, 'all/all/1?sort=price_asc&inStock=1&min=5&max=20');
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(shownNames(page)).toEqual(expected);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The address alone brings the same page back.
  await page.reload();
  await expect(controls.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  await expect(controls.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect.poll(shownNames(page)).toEqual(expected);
});

test('a shopper combines a category with a character', async ({ page, request }) => {
  await page.goto('/products/all/Keychains_product');
  await page.getByRole('region', { name: 'Sort and filter' }).getByRole('combobox', { name: 'Character' }).selectOption('Sanrio');

  await expect(page).toHaveURL('/products/all/Keychains_product?ip=Sanrio');
  const expected = await apiNames(request, 'all/Keychains_product/1?ip=Sanrio');
  await expect.poll(shownNames(page)).toEqual(expected);
});

test('the search finds plurals, category and character names, and a typo', async ({ page, request }) => {
  for (const keyword of ['keychains', 'kity']) {
    await page.goto('/products/all');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByPlaceholder('Item name').fill(keyword);
    await page.getByPlaceholder('Item name').press('Enter');

    await expect(page).toHaveURL(`/products/all/name_${keyword}`);
    const expected = await apiNames(request, `all/name_${keyword}/1`);
    expect(expected.length, keyword).toBeGreaterThan(0);
    await expect.poll(shownNames(page)).toEqual(expected);
  }
  // Each found product names the word, as written or one letter off, in its name, categories or characters.
  for (const [keyword, word] of [
    ['keychains', 'keychain'],
    ['kity', 'kitty'],
  ]) {
    const found = await request.get(`/api/products/getProducts/all/name_${keyword}/1`);
    for (const product of (await found.json()).products as ProductResponse[]) {
      expect([product.ProductName, ...product.Category, ...product.IP].join(' ').toLowerCase()).toContain(word);
    }
  }
});

test('the product page shows up to four related products in stock, never itself', async ({ page, catalogue }) => {
  const [product] = (await catalogue.page('all', 'Hello Kitty_ip', 1)).products;
  await page.goto(`/product/${product._id}`);

  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related.getByRole('listitem').first()).toBeVisible();
  const names = await related.getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));
  expect(names.length).toBeLessThanOrEqual(4);
  expect(names).not.toContain(product.ProductName);
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
});
