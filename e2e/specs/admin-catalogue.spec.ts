import { expect, solidPng, test, uniqueName } from '../fixtures/admin';

test('an admin adds a product with two sub-types and images; a shopper finds it in the catalogue', async ({ adminPage, page }) => {
  const name = uniqueName('E2E Kitty charm');

  await adminPage.goto('/adminOperation');
  await adminPage.getByRole('link', { name: /^Add product/ }).click();
  await adminPage.getByLabel('Product name').fill(name);
  await adminPage.getByLabel('Category (comma-separated)').fill('Keychains');
  await adminPage.getByLabel('IP (comma-separated)').fill('Hello Kitty');
  await adminPage.getByLabel('Description').fill('A strawberry charm for your bag.');
  await adminPage.getByLabel('Cover').setInputFiles(solidPng('cover.png', [255, 200, 220]));
  await expect(adminPage.getByAltText('Cover preview')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Add an extra photo' }).click();
  await adminPage.getByLabel('Photo 1 image').setInputFiles(solidPng('photo.png', [200, 230, 255]));

  const pink = adminPage.getByRole('group', { name: 'Sub-type 1' });
  await pink.getByLabel('Name').fill('Pink');
  await pink.getByLabel('Unit price (USD)').fill('12.50');
  await pink.getByLabel('Stock').fill('5');
  await pink.getByLabel('Sub-type 1 image').setInputFiles(solidPng('pink.png', [250, 120, 170]));
  await adminPage.getByRole('button', { name: 'Add a sub-type' }).click();
  const blue = adminPage.getByRole('group', { name: 'Sub-type 2' });
  await blue.getByLabel('Name').fill('Blue');
  await blue.getByLabel('Unit price (USD)').fill('9.90');
  await blue.getByLabel('Stock').fill('3');
  await blue.getByLabel('Sub-type 2 image').setInputFiles(solidPng('blue.png', [120, 170, 250]));
  await adminPage.getByRole('button', { name: 'Save' }).click();

  await expect(adminPage.getByText('Product added.')).toBeVisible();
  await expect(adminPage).toHaveURL('/manageProduct');
  const listed = adminPage.getByRole('list', { name: 'Manage products' }).getByRole('link', { name: new RegExp(name) });
  await expect(listed).toContainText('Listed');

  await page.goto(`/products/all/name_${encodeURIComponent(name)}`);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText(name.length > 30 ? `${name.slice(0, 30).trimEnd()}...` : name);
  await expect(cards).toContainText('$9.90');
  await cards.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Product images' }).getByText('1 / 4')).toBeVisible();
  const tiles = page.getByRole('group', { name: 'Choose a type' });
  await expect(tiles.getByRole('button', { name: /^Pink/ })).toContainText('Stock: 5');
  await expect(tiles.getByRole('button', { name: /^Blue/ })).toContainText('$9.90');
});

test('the product form names every missing field before anything is uploaded', async ({ adminPage }) => {
  const uploads: string[] = [];
  adminPage.on('request', (request) => request.url().includes('/api/external/proxy/image') && uploads.push(request.url()));

  await adminPage.goto('/addProduct');
  await adminPage.getByRole('button', { name: 'Save' }).click();

  const problems = adminPage.getByRole('alert').filter({ hasText: 'Please fix the following' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'The product name must not be empty.',
    'A cover image is required.',
    'Sub-type 1: the name must not be empty.',
    'Sub-type 1: the unit price must not be empty.',
    'Sub-type 1: the stock must not be empty.',
    'Sub-type 1: an image is required.',
  ]);
  await expect(adminPage.getByLabel('Product name')).toBeFocused();
  expect(uploads).toEqual([]);
});

test('a sale price set on revise shows struck through on the card, and unlisting hides the product', async ({
  adminPage,
  adminApi,
  page,
}) => {
  const name = uniqueName('E2E Melody mirror');
  const productId = await adminApi.addProduct(name);
  const search = `/products/all/name_${encodeURIComponent(name)}`;

  await adminPage.goto('/manageProduct');
  await adminPage
    .getByRole('list', { name: 'Manage products' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(adminPage).toHaveURL(`/reviseProduct/${productId}`);
  const pink = adminPage.getByRole('group', { name: 'Sub-type 1' });
  await expect(pink.getByLabel('Unit price (USD)')).toHaveValue('12.5');
  await pink.getByLabel('Sale price (USD, optional)').fill('8.75');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Product revised.')).toBeVisible();

  await page.goto(search);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(card.locator('s')).toHaveText('Original price $12.50');
  await expect(card).toContainText('Sale price $8.75');

  await expect(adminPage.getByRole('radio', { name: 'Listed: shoppers can find it' })).toBeChecked();
  await adminPage.getByRole('radio', { name: 'Unlisted: hidden from shoppers' }).check();
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Product revised.')).toBeVisible();
  await adminPage.goto('/manageProduct');
  await expect(adminPage.getByRole('link', { name: new RegExp(name) })).toContainText('Unlisted');

  await page.goto(search);
  await expect(page.getByText('No products found.')).toBeVisible();
});

test('a new welcome board appears first in the carousel', async ({ adminPage, page }) => {
  const title = uniqueName('E2E Strawberry week');

  await adminPage.goto('/addWelcomeBoard');
  await adminPage.getByLabel('Title', { exact: true }).fill(title);
  await adminPage.getByLabel('Subtitle').fill('Pink everything');
  await adminPage.getByLabel('Description').fill('Strawberry charms and stickers all week.');
  await adminPage.getByLabel('Cover').setInputFiles(solidPng('board.png', [255, 170, 190], 32));
  await adminPage.getByRole('button', { name: 'Submit' }).click();
  await expect(adminPage.getByText('Welcome board added.')).toBeVisible();
  await expect(adminPage).toHaveURL('/manageWelcomeBoard');
  await expect(adminPage.getByRole('list', { name: 'Manage welcome boards' }).getByRole('link').first()).toContainText(title);

  await page.goto('/products/all');
  const carousel = page.getByRole('region', { name: 'Welcome boards' });
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(title);
  await carousel.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('dialog', { name: title })).toContainText('Strawberry charms and stickers all week.');
});
