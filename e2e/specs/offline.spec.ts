import { expect, test } from '../fixtures/catalogue';
import { cut } from '../fixtures/shown-text';
import { untilServiceWorkerControls } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

test('a visited product page and catalogue page still work offline', async ({ page, context, catalogue }) => {
  const catalogueFirstPage = await catalogue.page('all', 'all', 1);
  const product = catalogueFirstPage.products.find((candidate) => candidate.ImgSet.length > 0) ?? catalogueFirstPage.products[0];
  const unvisited = catalogueFirstPage.products.find((candidate) => candidate._id !== product._id)!;

  await page.goto(`/product/${product._id}`);
  await untilServiceWorkerControls(page);
  // Now that the service worker controls the page, visit again so the reads and pictures go through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.ProductName);
  await expectImagesLoaded(page);
  await page.goto('/products/all');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(catalogueFirstPage.products.length);
  await expectImagesLoaded(page);

  const cached = await page.evaluate(
    async ({ productId, cover }) => ({
      product: Boolean(await (await caches.open('catalogue-reads')).match(`/api/products/getProduct/${productId}`)),
      cover: Boolean(await (await caches.open('product-images')).match(cover)),
    }),
    { productId: product._id, cover: product.Cover },
  );
  expect(cached).toEqual({ product: true, cover: true });

  await context.setOffline(true);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.ProductName);
  await expectImagesLoaded(page);

  await page.getByRole('link', { name: '← All products' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading').first()).toHaveText(
    cut(catalogueFirstPage.products[0].ProductName, 30),
  );
  await expect(page.getByText('You are offline')).toBeVisible();

  // A product never visited cannot come from the cache: the page says so instead of staying blank.
  await page.goto(`/product/${unvisited._id}`);
  await expect(page.getByText("We couldn't load this product.")).toBeVisible();
  await expect(page.getByText('获取数据失败 (failed to fetch data)').first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

/** Every picture on the page has loaded (scrolling down first, so lazy ones load too). */
async function expectImagesLoaded(page: import('@playwright/test').Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
        return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
      }),
    )
    .toBe(true);
}
