import { expect, SLIDE_LOCK_MS, test, type Product, type SubType } from '../fixtures/catalogue';
import { cut, dollars, hasSalePrice, isMarker } from '../fixtures/shown-text';

test('home → ALL panel → a category → a product', async ({ page, catalogue }) => {
  const keychains = await catalogue.page('all', 'Keychains_product', 1);
  expect(keychains.products.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Kawaii Shop' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Policy/ }).first()).toHaveAttribute('href', '/policy');

  // A pointer resting on the server's painted page has not entered the app's tab that replaces it (a
  // shopper's next mouse move does): hover once the app has taken the page over.
  await expect(page.locator('#root[data-ready-when]')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'ALL', exact: true }).hover();
  await nav.getByRole('link', { name: 'Keychains', exact: true }).click();

  await expect(page).toHaveURL(/\/products\/all\/Keychains_product$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filter/Search Keyword: Keychains (product)');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(keychains.products.length);
  await expect(cards.getByRole('heading')).toHaveText(keychains.products.map((product) => cut(product.ProductName, 30)));

  const first = keychains.products[0];
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(`/product/${first._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.ProductName);
  await expect(page.getByText(first.Description.split('\n')[0])).toBeVisible();
});

test('choosing an IP from the panel on the sale tab keeps the tab', async ({ page, catalogue }) => {
  const expected = await catalogue.page('sale', 'Hello Kitty_ip', 1);

  await page.goto('/products/sale');
  await page.getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('link', { name: 'Hello Kitty', exact: true }).click();

  await expect(page).toHaveURL('/products/sale/Hello%20Kitty_ip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filter/Search Keyword: Hello Kitty (IP)');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(expected.products.length);

  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/products/all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filter/Search Keyword: No filter');
});

test('a product page: gallery order, arrows, thumbnails and sub-type tiles', async ({ page, catalogue }) => {
  const products = await catalogue.everything();
  const hasTileInStock = (subType: SubType) => subType.LeftNum > 0 && Boolean(subType.Img) && !isMarker(subType);
  const product = products.find(
    (candidate) =>
      candidate.SubTypeSet.some((subType) => subType.LeftNum === 0 && !isMarker(subType)) && candidate.SubTypeSet.some(hasTileInStock),
  );
  expect(product, 'a product with a sold-out and an available sub-type').toBeDefined();
  const { _id, Cover, ImgSet, SubTypeSet } = product!;
  // A picture used again (a sub-type showing the cover, say) is shown once, where it first comes.
  const galleryOrder = [
    ...new Set([Cover, ...ImgSet.map((image) => image.Img), ...SubTypeSet.map((subType) => subType.Img)].filter(Boolean)),
  ];

  // The page's clock, so the gallery's move lock is passed between moves however busy the machine is.
  await page.clock.install();
  await page.goto(`/product/${_id}`);
  const gallery = page.getByRole('region', { name: 'Product images' });
  const mainImage = gallery.locator('.gallery__image');
  await expect(mainImage).toHaveAttribute('src', Cover);
  await expect(gallery.getByText(`1 / ${galleryOrder.length}`)).toBeVisible();
  await expect(gallery.getByRole('button', { name: /^Show image/ })).toHaveCount(galleryOrder.length);

  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(mainImage).toHaveAttribute('src', galleryOrder[1]);
  await expect(gallery.getByText(`2 / ${galleryOrder.length}`)).toBeVisible();

  await page.clock.runFor(SLIDE_LOCK_MS);
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(mainImage).toHaveAttribute('src', galleryOrder[0]);
  await page.clock.runFor(SLIDE_LOCK_MS);
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(mainImage).toHaveAttribute('src', galleryOrder[galleryOrder.length - 1]);
  await expect(gallery.getByText(`${galleryOrder.length} / ${galleryOrder.length}`)).toBeVisible();

  await page.clock.runFor(SLIDE_LOCK_MS);
  await gallery.getByRole('button', { name: 'Show image 1:' + ' ' + product!.ProductName, exact: true }).click();
  await expect(mainImage).toHaveAttribute('src', Cover);

  const tiles = page.getByRole('group', { name: 'Choose a type' });
  const soldOut = SubTypeSet.find((subType) => subType.LeftNum === 0 && !isMarker(subType))!;
  const soldOutTile = tiles.getByRole('button', { name: new RegExp(`^${escape(soldOut.Name)}`) });
  await expect(soldOutTile).toBeDisabled();
  await expect(soldOutTile).toContainText('Sold out');

  const availableIndex = SubTypeSet.findIndex(hasTileInStock);
  const available = SubTypeSet[availableIndex];
  const tile = tiles.getByRole('button', { name: new RegExp(`^${escape(available.Name)}`) });
  await expect(tile).toContainText(`Stock: ${available.LeftNum}`);
  await expect(tile).toContainText(dollars(hasSalePrice(available) ? available.SalePrice : available.Price));
  if (hasSalePrice(available)) await expect(tile.locator('s')).toHaveText(`Original price ${dollars(available.Price)}`);
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(mainImage).toHaveAttribute('src', available.Img);
  const imagePosition = galleryOrder.indexOf(available.Img);
  await expect(gallery.getByText(`${imagePosition + 1} / ${galleryOrder.length}`)).toBeVisible();

  const stepper = page.getByRole('group', { name: 'Quantity' });
  await expect(stepper.getByRole('status')).toHaveText('1');
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.getByRole('status')).toHaveText(available.LeftNum > 1 ? '2' : '1');
});

test('a sale product shows its struck original price and the sale price', async ({ page, catalogue }) => {
  // A card shows the lowest price a shopper pays, striking that sub-type's original when it is a sale price.
  const shownPrice = (product: Product) => {
    const sellable = product.SubTypeSet.filter((subType) => !isMarker(subType));
    const now = Math.min(...sellable.map((subType) => (hasSalePrice(subType) ? subType.SalePrice : subType.Price)));
    const struck = sellable.find((subType) => hasSalePrice(subType) && subType.SalePrice === now);
    return { now, original: struck?.Price };
  };
  const onSale = (await catalogue.page('sale', 'all', 1)).products;
  const index = onSale.findIndex((product) => shownPrice(product).original !== undefined);
  expect(index, 'a product on the first sale page whose lowest price is a sale price').toBeGreaterThanOrEqual(0);
  const { now, original } = shownPrice(onSale[index]);

  await page.goto('/products/sale');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(index);
  await expect(card.getByRole('heading')).toHaveText(cut(onSale[index].ProductName, 30));
  await expect(card.locator('s')).toHaveText(`Original price ${dollars(original!)}`);
  await expect(card).toContainText(dollars(now));
});

test('an unknown path goes to the home page at /main', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/main');
  await expect(page.getByRole('heading', { name: 'Welcome to Kawaii Shop' })).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
