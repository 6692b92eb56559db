import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPaymentPage } from '../../features/checkout/payment-page';
import type { StripeConstructor } from '../../features/checkout/stripe-js';
import type { CartLine } from '../../offline/cart-line';
import { readCart, updateCart } from '../../offline/cart-store';
import { readDisplayCart, saveDisplayCart } from '../../offline/display-cart-store';
import {
  checkAuthAnswer,
  messageAnswer,
  orderAnswer,
  orderHistoryAnswer,
  partProductsAnswer,
  quoteOfSentCart,
  userAnswer,
} from '../../test/answers';
import { requestedPaths, sentJson, urlOf, type StubbedAnswer } from '../../test/api-stub';
import { makeCartLine, makeOrder, makeProduct, makeSubType } from '../../test/factories';
import { renderShop } from '../../test/render-app';
// The screens this file visits, loaded with the file: React.lazy would otherwise load them, transforming their
// whole module tree, inside whichever test runs first, which then takes seconds longer on a busy machine.
import '../query-area';
import './checkout-route';
import './order-route';

vi.mock('../../features/checkout/payment-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/checkout/payment-page')>()),
  openPaymentPage: vi.fn(() => true),
}));

const profile = { Email: 'mia@example.com', UserName: 'Mia Chen', Phone: '555-010-2030', Location: '12 Sunny Lane', Fav: [] };
const kitty = makeProduct({
  _id: 'kitty',
  ProductName: 'Kitty Desk Buddy',
  SubTypeSet: [makeSubType({ Name: 'Pink', Price: 9.99, LeftNum: 5 }), makeSubType({ Name: 'Mint', Price: 4, LeftNum: 0 })],
});
const session = {
  success: true,
  id: 'cs_test_1',
  url: '/api/payments/test-checkout/cs_test_1',
  orderId: 'order-1',
  message: 'Redirecting to checkout...',
};
const testProvider = { success: true, provider: 'test', publishableKey: null, message: 'Test payments: no real money is taken' };

/** The API a logged-in shopper meets; `answers` overrides by path ending, and may hold a reply back. */
function stubCheckoutApi(answers: Record<string, StubbedAnswer | (() => Promise<StubbedAnswer>)> = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = decodeURIComponent(urlOf(input));
    const override = Object.entries(answers).find(([ending]) => path.endsWith(ending))?.[1];
    const { status = 200, body } = typeof override === 'function' ? await override() : (override ?? defaultAnswer(path, init));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function defaultAnswer(path: string, init: RequestInit | undefined): StubbedAnswer {
  if (path.endsWith('/users/getUser')) return { body: userAnswer(profile) };
  if (path.endsWith('/users/checkAuth')) return { body: checkAuthAnswer() };
  if (path.endsWith('/products/getPartProducts')) return { body: partProductsAnswer([kitty]) };
  if (path.endsWith('/orders/quote')) return { body: quoteOfSentCart(init, [kitty]) };
  if (path.includes('/orders/getOrders')) return { body: orderHistoryAnswer([]) };
  if (path.endsWith('/orders/create-checkout-session')) return { body: session };
  if (path.endsWith('/payments/config')) return { body: testProvider };
  return { body: messageAnswer() };
}

function sentBody(fetchStub: ReturnType<typeof stubCheckoutApi>, ending: string): unknown {
  const call = fetchStub.mock.calls.find(([input]) => urlOf(input).endsWith(ending));
  return call && sentJson(call[1]);
}

const toast = () => screen.getAllByRole('status').find((element) => element.classList.contains('toast-region'))!;
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const pink = makeCartLine({ buyNum: 2, totalPrice: '19.98' });

async function openCheckout(lines: CartLine[], answers?: Parameters<typeof stubCheckoutApi>[0], path = '/checkout') {
  await updateCart(() => ({ lines }));
  const fetchStub = stubCheckoutApi(answers);
  const view = renderShop(path);
  return { ...view, fetchStub, shopper: userEvent.setup() };
}

describe('/checkout', () => {
  beforeEach(() => vi.mocked(openPaymentPage).mockClear());

  it('goes to /login when the shopper is not logged in, to come back to the checkout', async () => {
    const { router } = await openCheckout([pink], {
      '/users/checkAuth': { status: 401, body: { success: false, message: 'Please log in first.' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(router.state.location.state).toEqual({ loginIntent: expect.objectContaining({ returnTo: '/checkout' }) });
  });

  it('shows the lines, the total, the address with its edit link and the hint, leaving out what is out of stock', async () => {
    await openCheckout([pink, makeCartLine({ subType: 'Mint', proprice: 4, totalPrice: '4.00', maxLeft: 0 })]);

    const line = await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    expect(within(line).getByText('Pink')).toBeTruthy();
    expect(within(line).getByLabelText('Count').textContent).toBe('× 2');
    expect(within(line).getByLabelText('Line total').textContent).toBe('$19.98');
    expect(screen.queryByRole('listitem', { name: 'Kitty Desk Buddy – Mint' })).toBeNull();
    expect((await screen.findByRole('status', { name: 'Total' })).textContent).toBe('$19.98');
    expect(screen.getByText('12 Sunny Lane')).toBeTruthy();
    expect(screen.getByText('Mia Chen')).toBeTruthy();
    expect(screen.getByText('555-010-2030')).toBeTruthy();
    expect(screen.getByText('You should provide detailed real US address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit address' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: /cart/i })).toBeNull();
  });

  it("says what the refresh changed and shows each line's picture", async () => {
    await openCheckout([makeCartLine({ buyNum: 7, totalPrice: '69.93', maxLeft: 9 })]);

    const line = await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    expect(
      await screen.findByText('Your cart was updated: Kitty Desk Buddy (Pink) has only 5 left, so your quantity is now 5.'),
    ).toBeTruthy();
    await waitFor(() => expect(line.querySelector('img')?.getAttribute('src')).toBe(kitty.SubTypeSet[0].Img));
  });

  it('offers the order waiting for payment, not an empty cart, after Back from the payment page', async () => {
    const order = makeOrder({ Status: 'Paying' });
    await openCheckout([], {
      '/orders/getOrders?skip=0': { body: orderHistoryAnswer([order]) },
    });

    expect(await screen.findByText('Your order is waiting for payment.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue the payment' }).getAttribute('href')).toBe(`/checkout/${order._id}`);
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe(`/order/${order._id}`);
    expect(screen.queryByText('The cart is empty')).toBeNull();
  });

  it('says "The cart is empty" and sends nothing when there is nothing to pay for', async () => {
    const { fetchStub, shopper } = await openCheckout([]);
    expect(await screen.findByText('The cart is empty', {}, { timeout: 15_000 })).toBeTruthy();

    await shopper.click(button('Visa Card'));

    expect(toast().textContent).toBe('The cart is empty');
    expect(sentBody(fetchStub, '/orders/create-checkout-session')).toBeUndefined();
  });

  it('asks for the address information when the phone is missing', async () => {
    const { fetchStub, shopper } = await openCheckout([pink], {
      '/users/getUser': { body: userAnswer({ ...profile, Phone: '' }) },
    });
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });

    await shopper.click(button('Alipay'));

    expect(toast().textContent).toBe('Your should provide your address information');
    expect(sentBody(fetchStub, '/orders/create-checkout-session')).toBeUndefined();
  });

  it('spins the pressed button and holds both while working, then shows the server message and frees them', async () => {
    let refuse!: () => void;
    const refusal = new Promise<StubbedAnswer>((resolve) => {
      refuse = () => resolve({ status: 409, body: { success: false, message: 'Kitty Desk Buddy - Pink has only 1 left.' } });
    });
    const { shopper } = await openCheckout([pink], { '/orders/create-checkout-session': () => refusal });
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });

    await shopper.click(button('Visa Card'));

    expect(button('Visa Card').getAttribute('aria-busy')).toBe('true');
    expect(button('Visa Card').querySelector('.spinner')).not.toBeNull();
    expect(button('Visa Card').disabled && button('Alipay').disabled).toBe(true);
    expect(button('Alipay').querySelector('.spinner')).toBeNull();

    refuse();

    await waitFor(() => expect(toast().textContent).toBe('Kitty Desk Buddy - Pink has only 1 left.'));
    expect(button('Visa Card').disabled || button('Alipay').disabled).toBe(false);
    expect(screen.queryByRole('button', { busy: true })).toBeNull();
    expect(await readCart()).toEqual([pink]);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('opens the session with the cart and address, clears the cart, keeps the items as displayCart and goes to pay', async () => {
    const { fetchStub, shopper } = await openCheckout([pink], { '/orders/create-checkout-session': { body: { ...session, message: '' } } });
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });

    await shopper.click(button('Alipay'));

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(`${window.location.origin}/api/payments/test-checkout/cs_test_1`));
    expect(sentBody(fetchStub, '/orders/create-checkout-session')).toEqual({
      cart: [pink],
      payment: 'alipay',
      location: '12 Sunny Lane',
      recipient: 'Mia Chen',
      phone: '555-010-2030',
    });
    expect(toast().textContent).toBe('Redirecting to checkout...');
    expect(await readCart()).toEqual([]);
    expect(await readDisplayCart()).toEqual([pink]);
  });

  it('says "Payment processing error, please try again." when there is no payment page to go to', async () => {
    const { shopper } = await openCheckout([pink], {
      '/orders/create-checkout-session': { body: { ...session, url: 'javascript:alert(1)' } },
    });
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });

    await shopper.click(button('Visa Card'));

    await waitFor(() => expect(toast().textContent).toBe('Payment processing error, please try again.'));
    expect(openPaymentPage).not.toHaveBeenCalled();
    expect(button('Visa Card').disabled).toBe(false);
  });
});

describe('/checkout/{orderId}', () => {
  beforeEach(() => vi.mocked(openPaymentPage).mockClear());

  const order = makeOrder({ BuyItem: [pink] });
  const continueAnswers = (shown = order) => ({
    [`/orders/getOrder/${shown._id}`]: { body: orderAnswer(shown) },
    '/orders/create-continue-checkout-session': { body: { ...session, orderId: shown._id } },
  });

  it("shows the stored displayCart with its pictures and the order's address, and pays through a continued session", async () => {
    const stored = { ...pink, proprice: 5, totalPrice: '10.00' };
    await saveDisplayCart([stored]);
    const { fetchStub, shopper } = await openCheckout([], continueAnswers(), `/checkout/${order._id}`);

    const line = await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    expect(within(line).getByLabelText('Line total').textContent).toBe('$10.00');
    expect(screen.getByText('12 Sunny Lane, Springfield, IL 62701')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit address' })).toBeNull();
    await waitFor(() => expect(line.querySelector('img')?.getAttribute('src')).toBe(kitty.SubTypeSet[0].Img));

    await shopper.click(button('Visa Card'));

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(sentBody(fetchStub, '/orders/create-continue-checkout-session')).toEqual({ orderId: order._id, payment: 'card' });
    expect(sentBody(fetchStub, '/orders/create-checkout-session')).toBeUndefined();
  });

  it("falls back to the order's own items when displayCart holds another order", async () => {
    await saveDisplayCart([makeCartLine({ proid: 'bunny', proname: 'Bunny Charm' })]);
    await openCheckout([], continueAnswers(), `/checkout/${order._id}`);

    const line = await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    expect(within(line).getByLabelText('Line total').textContent).toBe('$19.98');
    expect(screen.queryByText('Bunny Charm')).toBeNull();
  });

  it('does not offer to pay for an order that is no longer waiting for payment', async () => {
    const paid = makeOrder({ Status: 'Paid', IfPaid: true });
    await openCheckout([], continueAnswers(paid), `/checkout/${paid._id}`);

    expect(await screen.findByText('This order is not waiting for payment.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe(`/order/${paid._id}`);
    expect(screen.queryByRole('button', { name: 'Visa Card' })).toBeNull();
  });
});

describe('Stripe.js on the checkout pages (spec §7)', () => {
  const STRIPE_JS_URL = 'https://js.stripe.com/acacia/stripe.js';
  const stripeProvider = {
    '/payments/config': {
      body: { success: true, provider: 'stripe', publishableKey: 'pk_test_shop', message: 'Payments are taken by Stripe' },
    },
  };
  const stripeScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="js.stripe.com"]')];
  const order = makeOrder({ BuyItem: [pink] });
  const continueWithStripe = {
    ...stripeProvider,
    [`/orders/getOrder/${order._id}`]: { body: orderAnswer(order) },
    '/orders/create-continue-checkout-session': {
      body: { ...session, url: 'https://checkout.stripe.com/c/pay/cs_test_1', orderId: order._id },
    },
  };

  /** Stripe.js as the browser would run it once loaded: `Stripe(key)` with the one method the checkout calls. */
  function fakeStripeJs(redirectToCheckout = vi.fn((_options: { sessionId: string }) => Promise.resolve({}))) {
    const Stripe = vi.fn<StripeConstructor>(() => ({ redirectToCheckout }));
    return { Stripe, redirectToCheckout };
  }

  async function theOneScript(): Promise<HTMLScriptElement> {
    await waitFor(() => expect(stripeScripts()).toHaveLength(1));
    return stripeScripts()[0];
  }

  function loads(script: HTMLScriptElement, Stripe: StripeConstructor) {
    window.Stripe = Stripe;
    script.dispatchEvent(new Event('load'));
  }

  beforeEach(() => vi.mocked(openPaymentPage).mockClear());
  afterEach(() => {
    stripeScripts().forEach((script) => script.remove());
    delete window.Stripe;
  });

  it('adds the acacia Stripe.js once when Stripe takes the payments, and leaves through redirectToCheckout', async () => {
    const { shopper } = await openCheckout([pink], stripeProvider);
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    const script = await theOneScript();
    expect(script.src).toBe(STRIPE_JS_URL);
    const { Stripe, redirectToCheckout } = fakeStripeJs();
    loads(script, Stripe);

    await shopper.click(button('Visa Card'));

    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith({ sessionId: 'cs_test_1' }));
    expect(Stripe).toHaveBeenCalledWith('pk_test_shop');
    expect(toast().textContent).toBe('Redirecting to checkout...');
    expect(button('Visa Card').getAttribute('aria-busy')).toBe('true');
    expect(openPaymentPage).not.toHaveBeenCalled();
    expect(stripeScripts()).toHaveLength(1);
  });

  it('says "Payment processing error, please try again." when Stripe cannot redirect, and pays again with the same script', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { shopper } = await openCheckout([], continueWithStripe, `/checkout/${order._id}`);
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    const { Stripe, redirectToCheckout } = fakeStripeJs(vi.fn(() => Promise.resolve({ error: { message: 'Network error' } })));
    loads(await theOneScript(), Stripe);

    await shopper.click(button('Alipay'));

    await waitFor(() => expect(toast().textContent).toBe('Payment processing error, please try again.'));
    expect(button('Visa Card').disabled || button('Alipay').disabled).toBe(false);
    expect(screen.queryByRole('button', { busy: true })).toBeNull();

    await shopper.click(button('Visa Card'));

    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledTimes(2));
    expect(Stripe).toHaveBeenCalledTimes(1);
    expect(stripeScripts()).toHaveLength(1);
  });

  it('says "Payment processing error, please try again." and opens no order when Stripe.js cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchStub, shopper } = await openCheckout([pink], stripeProvider);
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    const failed = await theOneScript();
    failed.dispatchEvent(new Event('error'));
    await waitFor(() => expect(stripeScripts()).toHaveLength(0));

    await shopper.click(button('Visa Card'));
    // Pressing Pay tries the script once more.
    const retried = await theOneScript();
    expect(retried).not.toBe(failed);
    retried.dispatchEvent(new Event('error'));

    await waitFor(() => expect(toast().textContent).toBe('Payment processing error, please try again.'));
    expect(button('Visa Card').disabled || button('Alipay').disabled).toBe(false);
    expect(screen.queryByRole('button', { busy: true })).toBeNull();
    expect(sentBody(fetchStub, '/orders/create-checkout-session')).toBeUndefined();
    expect(await readCart()).toEqual([pink]);
  });

  it('adds no script when the test provider takes the payments, and goes to the session URL', async () => {
    const { fetchStub, shopper } = await openCheckout([pink]);
    await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 });
    await waitFor(() => expect(requestedPaths(fetchStub).some((path) => path.endsWith('/payments/config'))).toBe(true));

    await shopper.click(button('Visa Card'));

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(`${window.location.origin}/api/payments/test-checkout/cs_test_1`));
    expect(stripeScripts()).toHaveLength(0);
  });

  it('neither reads the payment settings nor adds Stripe.js on other pages', async () => {
    const fetchStub = stubCheckoutApi(continueWithStripe);
    const { router } = renderShop('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Kawaii Shop' })).toBeTruthy();
    await router.navigate(`/order/${order._id}`);
    await screen.findByText(/Order expires in|Order has expired/, {}, { timeout: 15_000 });

    expect(requestedPaths(fetchStub).filter((path) => path.endsWith('/payments/config'))).toEqual([]);
    expect(stripeScripts()).toHaveLength(0);
  });
});
