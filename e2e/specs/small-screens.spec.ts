import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../fixtures/admin';
import { addPinkToCart } from '../fixtures/orders';
import { expect, test } from '../fixtures/sessions';
import { toast } from '../fixtures/shopper';
import { overlap } from '../fixtures/layout';

const PHONE_WIDTHS = [360, 390] as const;

interface Screen {
  path: string;
  /** What shows once the page has drawn its content. */
  ready: (page: Page) => Locator;
}

const heading = (path: string, name: string | RegExp): Screen => ({ path, ready: (page) => page.getByRole('heading', { name, level: 1 }) });

/** The innermost elements that reach past the window's right edge unclipped, to say what overflows. */
function elementsPastTheEdge(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pastTheEdge = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 0.5;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && !pastTheEdge(parent)) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => pastTheEdge(element) && !clipped(element) && ![...element.children].some(pastTheEdge))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      )
      .join(', ');
  });
}

/** Visits each screen at each phone width and asserts the document is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, screens: Screen[]): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready(page).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const culprits = overflow > 0 ? await elementsPastTheEdge(page) : '';
      expect.soft(overflow, `${path} at ${width} px: ${culprits}`).toBeLessThanOrEqual(0);
    }
  }
}

test('the catalogue pages fit phones 360 and 390 px wide without sideways scrolling', async ({ page, adminApi }) => {
  const productId = await adminApi.addProduct(uniqueName('E2E narrow screen charm with a rather long name'));

  await expectNoSidewaysScroll(page, [
    heading('/', 'Welcome to Kawaii Shop'),
    heading('/products/all', /Filter\/Search Keyword/),
    heading('/products/sale', /Filter\/Search Keyword/),
    heading(`/product/${productId}`, /E2E narrow screen charm/),
    heading('/policy', 'Policy'),
  ]);
});

test("a shopper's pages fit phones 360 and 390 px wide without sideways scrolling", async ({ shopperPage: page, adminApi, shopperApi }) => {
  const productId = await adminApi.addProduct(uniqueName('E2E narrow screen charm with a rather long name'));
  const orderId = await shopperApi.paidOrder(productId, 'Pink');
  await addPinkToCart(page, productId);

  await expectNoSidewaysScroll(page, [
    heading('/profile', 'Profile'),
    heading(`/order/${orderId}`, 'Order'),
    heading('/checkout', 'Checkout'),
    heading('/success/login', /Congratulations/),
    heading('/failed/payment', 'Payment is canceled'),
  ]);
});
test('the account screens fit phones 360 and 390 px wide without sideways scrolling', async ({ page }) => {
  await expectNoSidewaysScroll(page, [
    { path: '/login', ready: (page) => page.getByRole('button', { name: 'Login' }) },
    { path: '/register', ready: (page) => page.getByRole('button', { name: 'Submit' }) },
    { path: '/resetPassword', ready: (page) => page.getByLabel('Email') },
  ]);
});

test('the back office fits phones 360 and 390 px wide without sideways scrolling', async ({ adminPage, adminApi, shopperApi }) => {
  const productId = await adminApi.addProduct(uniqueName('E2E narrow screen charm with a rather long name'));
  const orderId = await shopperApi.paidOrder(productId, 'Pink');

  await expectNoSidewaysScroll(adminPage, [
    heading('/adminOperation', /Admin operations/),
    heading('/manageAllOrders', /Manage all orders/),
    heading(`/reviseOrder/${orderId}`, `Order ${orderId}`),
    heading('/manageProduct', /Manage products/),
  ]);
});

test("on a phone a toast leaves the cart drawer's Check Out uncovered", async ({ page, adminApi }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const productId = await adminApi.addProduct(uniqueName('E2E toast charm'));
  await addPinkToCart(page, productId);
  await page.getByRole('button', { name: 'Open cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const plus = drawer.getByRole('button', { name: /^One more / });
  for (let count = 1; count <= 5; count += 1) await plus.click();
  await expect(toast(page)).toHaveText(/stock quantity \[5\]/);

  const toastBox = (await toast(page).locator('.toast').boundingBox())!;
  const checkOutBox = (await drawer.getByRole('button', { name: 'Check Out' }).boundingBox())!;
  expect(overlap(toastBox, checkOutBox), `toast ${JSON.stringify(toastBox)}, Check Out ${JSON.stringify(checkOutBox)}`).toBe(false);
});

test('on a phone the "Added!" badge leaves the quantity stepper uncovered', async ({ page, adminApi }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const productId = await adminApi.addProduct(uniqueName('E2E badge charm'));
  await addPinkToCart(page, productId);

  const badgeBox = (await page.locator('.add-to-cart__badge').boundingBox())!;
  const stepperBox = (await page.getByRole('group', { name: 'Quantity' }).boundingBox())!;
  expect(overlap(badgeBox, stepperBox), `badge ${JSON.stringify(badgeBox)}, stepper ${JSON.stringify(stepperBox)}`).toBe(false);
});

test("on a phone the chat button leaves the page's last lines readable once scrolled to the end", async ({ shopperPage: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/policy');
  const chatButton = page.getByRole('button', { name: /^Chat with us/ });
  await expect(chatButton).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const buttonBox = (await chatButton.boundingBox())!;
  const lastLines = page.getByRole('contentinfo').locator('p, a');
  for (const line of await lastLines.all()) {
    const lineBox = (await line.boundingBox())!;
    expect(overlap(buttonBox, lineBox), `"${await line.textContent()}" ${JSON.stringify(lineBox)}`).toBe(false);
  }
});
