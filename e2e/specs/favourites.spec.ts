import type { APIRequestContext } from '@playwright/test';
import { DEMO_SHOPPER, logIn } from '../fixtures/admin';
import { dollars } from '../fixtures/shown-text';
import { expect, test } from '../fixtures/sessions';
import { toast } from '../fixtures/shopper';

async function serverFavourites(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/users/getUser');
  expect(response.ok()).toBe(true);
  return (await response.json()).user.Fav;
}

test('favourite a product on its page, then unfavourite it in the Fav drawer', async ({ shopperPage: page, request, catalogue }) => {
  await logIn(request, DEMO_SHOPPER);
  const alreadyFavourite = await serverFavourites(request);
  const product = (await catalogue.page('all', 'all', 1)).products.find((candidate) => !alreadyFavourite.includes(candidate._id))!;

  await page.goto(`/product/${product._id}`);
  const heart = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await serverFavourites(request)).toContain(product._id);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your profile' }).click();
  await page.getByRole('button', { name: 'Open Fav' }).click();
  const drawer = page.getByRole('dialog', { name: 'Fav' });
  const item = drawer.getByRole('listitem').filter({ hasText: product.ProductName });
  await expect(item.getByRole('link', { name: product.ProductName })).toBeVisible();
  const cheapest = Math.min(...product.SubTypeSet.map((subType) => subType.SalePrice ?? subType.Price));
  await expect(item).toContainText(dollars(cheapest));
  await expect(item.locator('img')).toHaveAttribute('src', product.Cover);
  await expect(drawer.getByRole('listitem')).toHaveCount(alreadyFavourite.length + 1);

  const drawerHeart = item.getByRole('button', { name: `Favourite: ${product.ProductName}` });
  await expect(drawerHeart).toHaveAttribute('aria-pressed', 'true');
  await drawerHeart.click();
  await expect(drawerHeart).toHaveAttribute('aria-pressed', 'false');
  expect(await serverFavourites(request)).not.toContain(product._id);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open Fav' }).click();
  await expect(page.getByRole('dialog', { name: 'Fav' }).getByRole('listitem')).toHaveCount(alreadyFavourite.length);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a favourite changed offline reaches the server when the network is back', async ({
  shopperPage: page,
  context,
  request,
  catalogue,
}) => {
  await logIn(request, DEMO_SHOPPER);
  const alreadyFavourite = await serverFavourites(request);
  const product = (await catalogue.page('all', 'all', 1)).products.find((candidate) => !alreadyFavourite.includes(candidate._id))!;
  await page.goto(`/product/${product._id}`);
  const heart = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(true);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page)).toHaveText('You are offline: your favourites will be saved when you are back online.');
  expect(await serverFavourites(request)).not.toContain(product._id);

  await context.setOffline(false);
  await expect.poll(() => serverFavourites(request)).toContain(product._id);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await serverFavourites(request)).toEqual(alreadyFavourite);
});

test('the heart leads a logged-out shopper to login', async ({ page, catalogue }) => {
  const product = (await catalogue.page('all', 'all', 1)).products[0];
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(page).toHaveURL('/login');
});
