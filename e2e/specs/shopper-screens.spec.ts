import type { Locator, Page } from '@playwright/test';
import { DEMO_SHOPPER, uniqueName } from '../fixtures/admin';
import { addPinkToCart } from '../fixtures/orders';
import { expect, test } from '../fixtures/sessions';
import { type Box, overlap } from '../fixtures/layout';

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} is laid out`).not.toBeNull();
  return box!;
}

/** The texts among `selector` in `container` that the browser laid out over more than one line. */
function cellsOnSeveralLines(container: Locator, selector: string): Promise<string[]> {
  return container.evaluate((element, cells) => {
    const lineCount = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    return [...element.querySelectorAll(cells)].filter((cell) => lineCount(cell) > 1).map((cell) => cell.textContent);
  }, selector);
}

/** The visible decorative cubes that cover any of `targets`. */
async function cubesOver(page: Page, targets: Locator): Promise<string[]> {
  const covered: string[] = [];
  const cubes = page.locator('.animated-cubes__cube');
  for (const cube of await cubes.all()) {
    if (!(await cube.isVisible())) continue;
    const cubeBox = await boxOf(cube);
    for (const target of await targets.all()) {
      if (overlap(cubeBox, await boxOf(target))) covered.push(`${JSON.stringify(cubeBox)} over ${await target.textContent()}`);
    }
  }
  return covered;
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the order page keeps the items table readable: no header or amount is broken mid-word', async ({
    shopperPage: page,
    adminApi,
    shopperApi,
  }) => {
    const productId = await adminApi.addProduct(uniqueName('E2E order table charm with a longer name'));
    const orderId = await shopperApi.paidOrder(productId, 'Pink');

    await page.goto(`/order/${orderId}`);
    const table = page.getByRole('table', { name: 'Items' });
    await expect(table.getByRole('columnheader', { name: 'Number' })).toBeVisible();

    expect(await cellsOnSeveralLines(table, 'th, tbody td:nth-child(n + 3), tfoot td')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('the chat drawer shows Send and Attach on screen, without scrolling it', async ({ shopperPage: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Chat with us/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with Kawaii Shop' });
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();

    for (const button of [
      panel.getByRole('button', { name: 'Send' }),
      panel.getByRole('button', { name: 'Attach an order or a product' }),
    ]) {
      const box = await boxOf(button);
      expect(box.y + box.height, `${button.toString()} ends inside the 844 px screen`).toBeLessThanOrEqual(844);
    }
    const body = panel.locator('.drawer__body');
    expect(await body.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
  });

  test('the checkout leaves the Alipay button and its text uncovered by the chat bubble', async ({ shopperPage: page, adminApi }) => {
    const productId = await adminApi.addProduct(uniqueName('E2E alipay charm'));
    await addPinkToCart(page, productId);
    await page.goto('/checkout');
    const alipay = page.getByRole('button', { name: 'Alipay' });
    await expect(alipay).toBeVisible();

    // Scrolled to, measured and looked at in one task: a section that loads meanwhile cannot move the button away
    // between the measuring and the looking (it did on a busy machine: nothing was found at the measured point).
    const onTop = await alipay.evaluate((button) => {
      button.scrollIntoView({ block: 'nearest' });
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.right - 4, box.top + box.height / 2)?.closest('button')?.textContent ?? null;
    });
    expect(onTop).toContain('Alipay');
    await expect(page.getByRole('button', { name: /^Chat with us/ })).toHaveCount(0);
  });

  test('the decorative cubes stay off the tiles and headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Kawaii Shop', level: 1 })).toBeVisible();
    expect(await cubesOver(page, page.locator('main').locator('h1, h2, a'))).toEqual([]);
  });
});

test.describe('on a desktop (1366×900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the order history keeps its columns in line whether or not a row offers Cancle/Return', async ({
    shopperPage: page,
    adminApi,
    shopperApi,
  }) => {
    const productId = await adminApi.addProduct(uniqueName('E2E history charm'));
    const askedOrder = await shopperApi.paidOrder(productId, 'Pink');
    const paidOrder = await shopperApi.paidOrder(productId, 'Pink');
    await shopperApi.requestCancel(askedOrder, 'Bought twice by mistake');

    await page.goto('/profile');
    const rowOf = (orderId: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(orderId) }) });
    await expect(rowOf(paidOrder).getByRole('button', { name: 'Cancle/Return' })).toBeVisible();
    await expect(rowOf(askedOrder).getByRole('button', { name: 'Cancle/Return' })).toHaveCount(0);

    // Dates and totals start at one line, statuses (aligned to the end of their column) end at one.
    const edges = { '.order-row__date': 'start', '.order-row__total': 'start', '.order-row__status': 'end' } as const;
    for (const [column, edge] of Object.entries(edges)) {
      const [withButton, withoutButton] = await Promise.all([
        boxOf(rowOf(paidOrder).locator(column)),
        boxOf(rowOf(askedOrder).locator(column)),
      ]);
      const at = (box: Box) => Math.round(edge === 'start' ? box.x : box.x + box.width);
      expect(at(withoutButton), column).toBe(at(withButton));
    }
  });

  test('the decorative cubes float in the margins, off the tiles and headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Kawaii Shop', level: 1 })).toBeVisible();
    await expect(page.locator('.animated-cubes__cube').first()).toBeVisible();
    expect(await cubesOver(page, page.locator('main').locator('h1, h2, a'))).toEqual([]);
  });

  test('a visitor who presses Check Out is told why to log in, and is back at the checkout after it', async ({ page, adminApi }) => {
    const name = uniqueName('E2E intent charm');
    const productId = await adminApi.addProduct(name);
    await addPinkToCart(page, productId);
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer.getByRole('listitem', { name: `${name} – Pink` }).locator('img')).toBeVisible();
    await drawer.getByRole('button', { name: 'Check Out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Please log in to check out. Your cart is kept, and you will be back at the checkout right after.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('listitem', { name: `${name} – Pink` })).toBeVisible();
  });

  test('a visitor who presses the heart is told why to log in, and the product is a favourite after it', async ({ page, adminApi }) => {
    const productId = await adminApi.addProduct(uniqueName('E2E heart charm'));
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: 'Favourite' }).click();

    await expect(page.getByText('Please log in to keep your favourites. You will be back on the product right after.')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
    await expect(page.getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();
  });
});
