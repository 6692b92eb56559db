import { expect, test } from '../fixtures/catalogue';

test('searching by a keyword lists exactly the matching products', async ({ page, catalogue }) => {
  const keyword = 'Kitty';
  const expected = await catalogue.page('all', `name_${keyword}`, 1);
  expect(expected.products.length).toBeGreaterThan(0);

  await page.goto('/products/all');
  await page.getByRole('button', { name: 'Open search' }).click();
  const searchBox = page.getByPlaceholder('Item name');
  await expect(searchBox).toBeFocused();
  await searchBox.fill(keyword);
  await searchBox.press('Enter');

  await expect(page).toHaveURL(`/products/all/name_${keyword}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Filter/Search Keyword: ${keyword}`);
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  // The grid fades from the previous listing, which may hold as many cards: wait for the matching names, read at
  // once (a card read one by one may be gone by the time it is asked for).
  const shownNames = () => names.evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));
  await expect.poll(shownNames).toEqual(expected.products.map((product) => product.ProductName));
  // The keyword begins a word of each product's name, categories or characters (IP).
  for (const product of expected.products) {
    expect([product.ProductName, ...product.Category, ...product.IP].join(' ').toLowerCase()).toContain(keyword.toLowerCase());
  }
});

test('a search without matches says so and offers the whole catalogue', async ({ page }) => {
  await page.goto('/products/all');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByPlaceholder('Item name').fill('zzqx unicorn spaceship');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByText('No products found.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all products' }).click();
  await expect(page).toHaveURL('/products/all');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
});

test('the search icon shows only in the products area', async ({ page }) => {
  await page.goto('/main');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open search' })).toHaveCount(0);
});
