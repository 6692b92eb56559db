import { test } from '@playwright/test';
import { AdminApi, expect, logIn, openBackOfficeIn, uniqueName } from '../fixtures/admin';
import { CatalogueApi } from '../fixtures/catalogue';
import { addPinkToCart, answerDialog, newestOrderId, startPayment } from '../fixtures/orders';
import { logInThroughForm } from '../fixtures/sessions';
import { type Account, apiAs, cluster, contextPinnedTo, instanceOf, registerShopper, shopLog, unpaidOrder } from './cluster';

// One shopper goes through the journeys in turn, as a returning customer would.
test.describe.configure({ mode: 'serial' });
let shopper: Account;

test('the two instances started on one fresh database applied each migration once between them', () => {
  const applied = cluster.shops.flatMap((shop) => [...shopLog(shop).matchAll(/Applied migration ([\w.-]+)/g)].map(([, id]) => id));
  expect(applied.length).toBeGreaterThan(0);
  expect(applied).toEqual([...new Set(applied)]);
});

test('a shopper registers and logs in through the proxy, and the session works on both instances', async ({ page }) => {
  shopper = await registerShopper(page.request);
  await logInThroughForm(page, shopper);
  // Round robin alternates over everyone's requests (the page makes its own too), so ask until both have answered.
  const answeredBy = new Set<string | undefined>();
  for (let attempt = 0; attempt < 12 && answeredBy.size < 2; attempt += 1) {
    const response = await page.request.get('/api/users/checkAuth');
    expect(response.status()).toBe(200);
    answeredBy.add(instanceOf(response));
  }
  expect([...answeredBy].sort()).toEqual(['a', 'b']);
});

test('an order paid through the proxy is shipped by an admin whose requests reach the other instances', async ({ page, browser }) => {
  const adminApi = await apiAs(cluster.admin);
  const name = uniqueName('Cluster kitty');
  const productId = await new AdminApi(adminApi).addProduct(name);
  await logIn(page.request, shopper);
  await addPinkToCart(page, productId);
  await page.goto('/checkout');
  await startPayment(page, 'Visa Card');
  const orderId = await newestOrderId(page, name);
  await page.getByRole('button', { name: 'Pay $12.50' }).click();
  await expect(page.getByText('Congratulations, You successfully paid')).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: cluster.url });
  await openBackOfficeIn(adminContext, 'en');
  const adminPage = await adminContext.newPage();
  await logIn(adminPage.request, cluster.admin);
  await adminPage.goto(`/reviseOrder/${orderId}`);
  await expect(adminPage.getByText('Paid: Yes')).toBeVisible();
  await answerDialog(
    adminPage,
    adminPage.getByRole('button', { name: 'Set to shipped' }),
    'https://track.example/CLUSTER-1',
    'Set to shipped',
  );
  await expect(adminPage.getByText('The order was marked as shipped.')).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('link', { name: 'https://track.example/CLUSTER-1' })).toBeVisible();
  await adminContext.close();
  await adminApi.dispose();
});

test('a shopper’s chat message on one instance reaches the admin connected to the other', async ({ browser }) => {
  const adminContext = await contextPinnedTo(browser, 'a');
  await openBackOfficeIn(adminContext, 'en');
  const adminPage = await adminContext.newPage();
  await logIn(adminPage.request, cluster.admin);
  await adminPage.goto('/onlineChat');
  const shopperContext = await contextPinnedTo(browser, 'b');
  const page = await shopperContext.newPage();
  await logInThroughForm(page, shopper);
  await page.goto('/');

  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Kawaii Shop' });
  // Presence crosses instances through Redis too.
  await expect(panel.getByText('An agent is online')).toBeVisible();
  const question = uniqueName('Is my kitty on its way?');
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  const conversation = adminPage.getByRole('button', { name: new RegExp(shopper.email) });
  await expect(conversation).toContainText(question);

  await conversation.click();
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('Yes, it left this morning.');
  await adminPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.getByRole('log').getByText('Yes, it left this morning.')).toBeVisible();
  await adminContext.close();
  await shopperContext.close();
});

test('the expiry sweep, run by both instances, cancels an unpaid order once and gives its stock back once', async () => {
  const adminApi = await apiAs(cluster.admin);
  const shopperApi = await apiAs(shopper);
  const productId = await new AdminApi(adminApi).addProduct(uniqueName('Cluster unpaid bunny'));
  const checkout = await unpaidOrder(shopperApi, productId, 'Pink');
  expect(checkout.ok(), 'start a checkout').toBe(true);
  const { orderId } = await checkout.json();
  const catalogue = new CatalogueApi(shopperApi);
  const pinkStock = async () => (await catalogue.product(productId)).SubTypeSet.find((subType) => subType.Name === 'Pink')?.LeftNum;
  expect(await pinkStock()).toBe(4);

  const adminOrder = async () => (await (await adminApi.get(`/api/orders/getOrder/${orderId}`)).json()).order;
  await expect.poll(async () => (await adminOrder()).Status, { timeout: 40_000, message: 'the unpaid order is canceled' }).toBe('Canceled');
  const cancellations = (await adminOrder()).StatusHistory.filter((change: { to: string }) => change.to === 'Canceled');
  expect(cancellations).toHaveLength(1);
  expect(await pinkStock()).toBe(5);
  await adminApi.dispose();
  await shopperApi.dispose();
});
