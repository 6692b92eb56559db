import type { NestExpressApplication } from '@nestjs/platform-express';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from './helpers/accounts.js';
import { insertProduct, productModel, UNKNOWN_ID } from './helpers/factories.js';
import { ADDRESS, cartLine, checkoutBody, createShopper, orderModel, type Shopper, stockOf, storedOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config.js';
import { CheckoutService, ORDER_CHANGED } from '../src/orders/checkout.service.js';
import { OrderExpiryService } from '../src/orders/order-expiry.service.js';
import { ProductStockService } from '../src/products/product-stock.service.js';
import { TestPaymentProvider } from '../src/payments/test-payment.provider.js';
import { checkoutSessionResponseSchema } from '@shop/contracts/orders/order';
import { expectContract } from './helpers/contract.js';

const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });

describe('POST /api/orders/create-checkout-session', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp();
    shopper = await createShopper(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const checkout = (body: object, client = shopper.client) => client.post('/api/orders/create-checkout-session', body);

  it('reserves the stock, creates a Paying order priced by the server and answers the payment page', async () => {
    const product = await insertProduct(app, {
      ProductName: 'Hello Kitty Keychain',
      SubTypeSet: [
        { Name: 'Pink', Price: 12.5, LeftNum: 8 },
        { Name: 'Blue', Price: 9.99, SalePrice: 7.49, LeftNum: 4 },
      ],
    });
    const before = Date.now();
    const response = await checkout(checkoutBody([cartLine(product, 2), cartLine(product, 3, 'Blue')], { payment: 'alipay' }));

    expect(response.body).toEqual({
      success: true,
      id: expect.stringMatching(/^cs_test_local_/),
      url: `http://localhost:3000/api/payments/test-checkout/${response.body.id}`,
      orderId: expect.stringMatching(/^[0-9a-f]{24}$/),
      message: 'Redirecting to checkout...',
    });
    expectContract(checkoutSessionResponseSchema, response.body);
    expect(await stockOf(app, product._id, 'Pink')).toBe(6);
    expect(await stockOf(app, product._id, 'Blue')).toBe(1);

    const order = await storedOrder(app, response.body.orderId);
    expect(order).toMatchObject({
      OwnerId: expect.anything(),
      Email: shopper.email,
      UserName: ADDRESS.recipient,
      Phone: ADDRESS.phone,
      Location: ADDRESS.location,
      Status: 'Paying',
      IfPaid: false,
      TotalPrice: 47.47,
      PaymentMethod: 'alipay',
      PaymentProvider: 'test',
      PaymentSessionId: response.body.id,
      StockReserved: true,
    });
    expect(order.OwnerId.toString()).toBe(shopper.userId);
    expect(order.BuyItem.map(({ proid, ...item }) => ({ proid: proid.toString(), ...item }))).toEqual([
      {
        proid: product._id.toString(),
        proname: 'Hello Kitty Keychain',
        proprice: 12.5,
        subType: 'Pink',
        buyNum: 2,
        totalPrice: '25.00',
        maxLeft: 8,
      },
      {
        proid: product._id.toString(),
        proname: 'Hello Kitty Keychain',
        proprice: 7.49,
        subType: 'Blue',
        buyNum: 3,
        totalPrice: '22.47',
        maxLeft: 4,
      },
    ]);
    expect(order.CreateDate.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(order.PaymentDeadline.getTime() - order.CreateDate.getTime()).toBe(300_000);
    expect(order.StatusHistory).toEqual([
      { at: order.CreateDate, by: shopper.userId, from: null, to: 'Paying', reason: 'Checkout started' },
    ]);
  });

  it('stores the owner and the products of an order as ObjectIds', async () => {
    const product = await insertProduct(app);
    const response = await checkout(checkoutBody([cartLine(product)]));

    const raw = (await orderModel(app).collection.findOne({ _id: new mongoose.Types.ObjectId(response.body.orderId as string) }))!;
    expect(raw.OwnerId).toBeInstanceOf(mongoose.Types.ObjectId);
    expect(raw.OwnerId.toString()).toBe(shopper.userId);
    expect(raw.BuyItem[0].proid).toBeInstanceOf(mongoose.Types.ObjectId);
    expect(raw.BuyItem[0].proid.toString()).toBe(product._id.toString());
  });

  it('stores the order as the schema would: casting and validating it through the model change nothing', async () => {
    const product = await insertProduct(app);
    const response = await checkout(checkoutBody([cartLine(product)]));

    const raw = (await orderModel(app).collection.findOne({ _id: new mongoose.Types.ObjectId(response.body.orderId as string) }))!;
    const document = new (orderModel(app))(raw);
    expect(document.toObject()).toEqual(raw);
    await expect(document.validate()).resolves.toBeUndefined();
  });

  it('ignores the prices, totals and stock a client sends with its cart lines', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 19.99, LeftNum: 5 }] });
    const tampered = { ...cartLine(product, 2), proname: 'Free stuff', proprice: 0.01, totalPrice: '0.02', maxLeft: 999 };
    const response = await checkout(checkoutBody([tampered]));

    expect(response.status).toBe(201);
    const order = await storedOrder(app, response.body.orderId);
    expect(order.TotalPrice).toBe(39.98);
    expect(order.BuyItem[0]).toMatchObject({ proprice: 19.99, totalPrice: '39.98', maxLeft: 5, proname: product.ProductName });
  });

  it('adds up repeated lines of one sub-type before checking the stock', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 1, LeftNum: 3 }] });
    const response = await checkout(checkoutBody([cartLine(product, 2), cartLine(product, 2)]));

    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure(`Not enough stock for ${product.ProductName} - Pink (left: 3).`));
    expect(await stockOf(app, product._id)).toBe(3);
  });

  it('takes no stock at all when one line of the cart cannot be served, and names that line', async () => {
    const plenty = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 10 }] });
    const short = await insertProduct(app, { ProductName: 'Hello Kitty Keychain', SubTypeSet: [{ Name: 'Pink', LeftNum: 2 }] });
    const ordersBefore = await orderModel(app).countDocuments();
    const response = await checkout(checkoutBody([cartLine(plenty, 4), cartLine(short, 3)]));

    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure('Not enough stock for Hello Kitty Keychain - Pink (left: 2).'));
    expect(await stockOf(app, plenty._id)).toBe(10);
    expect(await stockOf(app, short._id)).toBe(2);
    expect(await orderModel(app).countDocuments()).toBe(ordersBefore);
  });

  it('refuses unlisted products, unknown products and unknown sub-types with 409', async () => {
    const unlisted = await insertProduct(app, { Display: false });
    const listed = await insertProduct(app, { ProductName: 'Melody Sticker' });
    expect((await checkout(checkoutBody([cartLine(unlisted)]))).body).toEqual(failure('A product in your cart is no longer available.'));
    expect((await checkout(checkoutBody([{ proid: UNKNOWN_ID, subType: 'Pink', buyNum: 1 }]))).status).toBe(409);
    const unknownSubType = await checkout(checkoutBody([cartLine(listed, 1, 'Gold')]));
    expect(unknownSubType.status).toBe(409);
    expect(unknownSubType.body).toEqual(failure('Melody Sticker - Gold is no longer available.'));
  });

  describe('refuses bad payloads with 400 and creates nothing', () => {
    // Checked before any product is looked up, so the id need not exist.
    const line = (overrides: object = {}) => ({ proid: UNKNOWN_ID, subType: 'Pink', buyNum: 1, ...overrides });

    it.each([
      ['an empty cart', { cart: [] }, 'The cart is empty'],
      ['no cart', { cart: undefined }, 'The cart is empty'],
      ['a cart that is not a list', { cart: 'everything' }, 'The cart is empty'],
      ['51 lines', { cart: Array.from({ length: 51 }, () => line()) }, 'The cart can hold at most 50 lines'],
      ['a quantity of 0', { cart: [line({ buyNum: 0 })] }, 'buyNum must be a whole number from 1 to 999'],
      ['a quantity of 1000', { cart: [line({ buyNum: 1000 })] }, 'buyNum must be a whole number from 1 to 999'],
      ['a fractional quantity', { cart: [line({ buyNum: 1.5 })] }, 'buyNum must be a whole number from 1 to 999'],
      ['a quantity as text', { cart: [line({ buyNum: '2' })] }, 'buyNum must be a whole number from 1 to 999'],
      ['a bad product id', { cart: [line({ proid: 'abc' })] }, 'Each cart line needs a valid product id (proid)'],
      ['no sub-type', { cart: [line({ subType: '' })] }, 'Each cart line needs its sub-type (subType)'],
      ['an unknown cart line field', { cart: [line({ discount: 100 })] }, 'property discount should not exist'],
      ['an unknown payment method', { payment: 'paypal' }, 'payment must be one of card, alipay'],
      ['no address', { location: '' }, 'Your should provide your address information'],
      ['no recipient', { recipient: '  ' }, 'Your should provide your address information'],
      ['no phone', { phone: undefined }, 'Your should provide your address information'],
      ['no address details at all', { location: '', recipient: '', phone: '' }, 'Your should provide your address information'],
      ['an address that is not text', { location: { $ne: '' } }, 'Your should provide your address information'],
      ['a recipient of 50 characters', { recipient: 'N'.repeat(50) }, 'Name length is too long; input max 50'],
      ['a phone number outside the US', { phone: '+44 20 7946 0958' }, 'Please provide correct US phone num'],
      ['an unknown field', { coupon: 'FREE' }, 'property coupon should not exist'],
    ])('%s', async (_case, change, message) => {
      const ordersBefore = await orderModel(app).countDocuments();
      const response = await checkout({ ...checkoutBody([line()]), ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
      expect(await orderModel(app).countDocuments()).toBe(ordersBefore);
    });
  });

  it('answers 401 to a visitor', async () => {
    const product = await insertProduct(app);
    const response = await checkout(checkoutBody([cartLine(product)]), clientOf(app));
    expect(response.status).toBe(401);
  });

  it('sells exactly the stock there is to 200 concurrent checkouts, and never below zero', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 5 }] });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createShopper(app)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => checkout(checkoutBody([cartLine(product)]), buyers[n % buyers.length].client)),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(195);
    expect(responses.find((response) => response.status === 409)!.body).toEqual(
      failure(`Not enough stock for ${product.ProductName} - Pink (left: 0).`),
    );
    expect(await stockOf(app, product._id)).toBe(0);
    expect(await orderModel(app).countDocuments({ 'BuyItem.proid': product._id })).toBe(5);
    // 200 checkouts at once: a few seconds on an idle machine, over 30 s with npm test's lanes and a busy loop per core.
  }, 120_000);

  it('sells exactly the stock there is to concurrent carts of several lines, and a refused cart holds nothing', async () => {
    const scarce = await insertProduct(app, { ProductName: 'Kuromi Badge', SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 3 }] });
    const plenty = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 2, LeftNum: 100 }] });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createShopper(app)));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        checkout(checkoutBody([cartLine(plenty, 2), cartLine(scarce, 1)]), buyers[n % buyers.length].client),
      ),
    );

    const placed = responses.filter((response) => response.status === 201);
    expect(placed).toHaveLength(3);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(17);
    expect(responses.find((response) => response.status === 409)!.body).toEqual(
      failure('Not enough stock for Kuromi Badge - Pink (left: 0).'),
    );
    expect([await stockOf(app, scarce._id), await stockOf(app, plenty._id)]).toEqual([0, 94]);
    const orderIds = placed.map((response) => (response.body as { orderId: string }).orderId).sort();
    for (const [product, inStock] of [
      [scarce, false],
      [plenty, true],
    ] as const) {
      // Through the driver: InStock is no schema path (in-stock.ts).
      const stored = await productModel(app).collection.findOne({ _id: product._id });
      expect(stored?.SubTypeSet[0].HeldBy?.map(String).sort()).toEqual(orderIds);
      expect(stored?.InStock).toBe(inStock);
    }
    const order = await storedOrder(app, orderIds[0]);
    expect(order.BuyItem.map((item) => [item.proname, item.buyNum, item.proprice])).toEqual([
      [plenty.ProductName, 2, 2],
      ['Kuromi Badge', 1, 5],
    ]);
  });

  it('counts the lines a cart of several already holds as taken when its reservation is retried', async () => {
    const first = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 10 }] });
    const second = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 10 }] });
    const stock = app.get(ProductStockService);
    const orderId = new mongoose.Types.ObjectId();
    const lines = [
      { productId: first._id.toString(), subType: 'Pink', quantity: 2 },
      { productId: second._id.toString(), subType: 'Pink', quantity: 3 },
    ];

    const reserved = await stock.reserve(orderId, lines);
    const retried = await stock.reserve(orderId, lines);

    expect(reserved.map((line) => [line.quantity, line.available])).toEqual([
      [2, 10],
      [3, 10],
    ]);
    expect(retried.map((line) => line.quantity)).toEqual([2, 3]);
    expect([await stockOf(app, first._id), await stockOf(app, second._id)]).toEqual([8, 7]);
  });

  it('takes the lines of concurrent orders for one sub-type together: each order holds its units once, at the stock it could draw on', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 10 }] });
    const stock = app.get(ProductStockService);
    const line = (quantity: number) => [{ productId: product._id.toString(), subType: 'Pink', quantity }];
    const [first, second, third, late] = Array.from({ length: 4 }, () => new mongoose.Types.ObjectId());

    const reserved = await Promise.all([stock.reserve(first, line(2)), stock.reserve(second, line(3)), stock.reserve(third, line(1))]);
    // The first again (a retry) with a new order: the line it holds counts as taken, and is not taken twice.
    const [retried] = await Promise.all([stock.reserve(first, line(2)), stock.reserve(late, line(1))]);
    // More than is left, with an order that fits: only that one is taken, the other is refused and takes nothing.
    const outcomes = await Promise.allSettled([stock.reserve(new mongoose.Types.ObjectId(), line(4)), stock.reserve(late, line(1))]);
    // None fits: both refused with what is left.
    const refusals = await Promise.allSettled([1, 2].map(() => stock.reserve(new mongoose.Types.ObjectId(), line(4))));

    expect(reserved.map(([taken]) => [taken.quantity, taken.available, taken.product.ProductName])).toEqual([
      [2, 10, product.ProductName],
      [3, 8, product.ProductName],
      [1, 5, product.ProductName],
    ]);
    expect(retried.map((taken) => taken.quantity)).toEqual([2]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled']);
    expect(refusals.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message)).toEqual(
      Array(2).fill(`Not enough stock for ${product.ProductName} - Pink (left: 3).`),
    );
    expect(await stockOf(app, product._id)).toBe(3);
    const stored = await productModel(app).findById(product._id).lean();
    expect(stored?.SubTypeSet[0].HeldBy?.map(String).sort()).toEqual([first, second, third, late].map(String).sort());
  });

  it('answers 409 to a checkout whose order was given up while its payment page opened, and places those sent with it', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 10 }] });
    const provider = app.get(TestPaymentProvider);
    const openSession = provider.createCheckoutSession.bind(provider);
    // The reconciler gives up the first order whose payment page opens, as it would a checkout it took for crashed.
    let givenUp: string | undefined;
    vi.spyOn(provider, 'createCheckoutSession').mockImplementation(async (request) => {
      if (!givenUp) {
        givenUp = request.orderId;
        await app.get(CheckoutService).undoAbandoned(await storedOrder(app, request.orderId));
      }
      return openSession(request);
    });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => createShopper(app)));

    const responses = await Promise.all(buyers.map((buyer) => checkout(checkoutBody([cartLine(product)]), buyer.client)));
    vi.restoreAllMocks();

    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 409]);
    expect(responses.find((response) => response.status === 409)!.body).toEqual(failure(ORDER_CHANGED));
    const placed = responses.filter((response) => response.status === 201).map((response) => response.body.orderId as string);
    expect(placed).not.toContain(givenUp);
    for (const orderId of placed) expect((await storedOrder(app, orderId)).Status).toBe('Paying');
    expect(await orderModel(app).exists({ _id: givenUp })).toBeNull();
    expect(await stockOf(app, product._id)).toBe(8);
  });

  it('never places an order whose stock the reconciler is giving back: the checkout answers 409 and all its stock is back', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 10 }] });
    const provider = app.get(TestPaymentProvider);
    const openSession = provider.createCheckoutSession.bind(provider);
    const stock = app.get(ProductStockService);
    const release = stock.release.bind(stock);
    const { unfinishedCheckoutGraceMs } = app.get<AppConfig>(APP_CONFIG);
    let giveBackDone!: () => void;
    const stockGivenBack = new Promise<void>((resolve) => (giveBackDone = resolve));
    let answer!: () => void;
    const checkoutAnswered = new Promise<void>((resolve) => (answer = resolve));
    // While the payment page opens, the reconciler takes the checkout for crashed: it gives back the stock, and
    // deletes the order only after the checkout has answered.
    let sweep: Promise<number> | undefined;
    let reconcilerGaveBack = false;
    vi.spyOn(provider, 'createCheckoutSession').mockImplementationOnce(async (request) => {
      sweep = app.get(OrderExpiryService).sweep(new Date(Date.now() + unfinishedCheckoutGraceMs + 1_000));
      await stockGivenBack;
      return openSession(request);
    });
    vi.spyOn(stock, 'release').mockImplementation(async (orderId, lines) => {
      await release(orderId, lines);
      if (!sweep || reconcilerGaveBack) return;
      reconcilerGaveBack = true;
      giveBackDone();
      await checkoutAnswered;
    });

    const response = await checkout(checkoutBody([cartLine(product, 2)]));
    answer();
    await sweep;
    vi.restoreAllMocks();

    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure(ORDER_CHANGED));
    expect(await stockOf(app, product._id)).toBe(10);
    expect(await orderModel(app).countDocuments({ 'BuyItem.proid': product._id })).toBe(0);
  });
});
