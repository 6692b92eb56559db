import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { PasswordHasher } from '../../src/auth/password-hasher.js';
import { Order, type OrderRecord } from '../../src/orders/schemas/order.schema.js';
import { UsersService } from '../../src/users/users.service.js';
import { type Client, loggedInClient, SHOP_ORIGIN, uniqueEmail } from './accounts.js';

const PASSWORD = 'secret1';
// One argon2 hash for all test shoppers: hashing is deliberately slow.
const passwordHashes = new WeakMap<NestExpressApplication, Promise<string>>();

export interface Shopper {
  client: Client;
  email: string;
  userId: string;
}

export const ADDRESS = { location: '1 Main St, Springfield, IL 62701', recipient: 'Mia Chen', phone: '+1 555-123-4567' };

/** A customer account made through the users service, then logged in through the API. */
export async function createShopper(app: NestExpressApplication, role: 'customer' | 'admin' = 'customer'): Promise<Shopper> {
  if (!passwordHashes.has(app)) passwordHashes.set(app, app.get(PasswordHasher).hash(PASSWORD));
  const email = uniqueEmail(role);
  const user = await app.get(UsersService).create({ email, passwordHash: await passwordHashes.get(app)!, role });
  return { client: await loggedInClient(app, email, PASSWORD), email, userId: user._id.toString() };
}

export function cartLine(product: { _id: { toString(): string } }, buyNum = 1, subType = 'Pink') {
  return { proid: product._id.toString(), subType, buyNum };
}

export function checkoutBody(cart: object[], overrides: object = {}) {
  return { cart, payment: 'card', ...ADDRESS, ...overrides };
}

export function orderModel(app: NestExpressApplication): Model<Order> {
  return app.get(getModelToken(Order.name));
}

export async function storedOrder(app: NestExpressApplication, orderId: string): Promise<OrderRecord> {
  return (await orderModel(app).findById(orderId).lean<OrderRecord>())!;
}

/** The stock left of a product's sub-type. */
export async function stockOf(app: NestExpressApplication, productId: { toString(): string }, subType = 'Pink'): Promise<number> {
  const product = await app
    .get<Model<{ SubTypeSet: { Name: string; LeftNum: number }[] }>>(getModelToken('Product'))
    .findById(productId)
    .lean();
  return product!.SubTypeSet.find((entry) => entry.Name === subType)!.LeftNum;
}

/**
 * A browser posting a plain HTML form from a page of `origin` (no X-Requested-With, as forms cannot send it);
 * null sends no Origin at all.
 */
export function formPost(app: NestExpressApplication, path: string, origin: string | null = SHOP_ORIGIN) {
  const test = request(app.getHttpServer()).post(path).type('form');
  return origin === null ? test : test.set('Origin', origin);
}

export interface PlacedOrder {
  orderId: string;
  sessionId: string;
  url: string;
}

/** Checks out `buyNum` of the product's Pink sub-type through the API. */
export async function placeOrder(shopper: Shopper, product: { _id: { toString(): string } }, buyNum = 1): Promise<PlacedOrder> {
  const response = await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(product, buyNum)]));
  if (response.status !== 201) throw new Error(`checkout failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { orderId: response.body.orderId, sessionId: response.body.id, url: response.body.url };
}

/** Pays on the local test provider's checkout page, as a shopper's browser would. */
export function payOnTestCheckout(app: NestExpressApplication, sessionId: string) {
  return formPost(app, `/api/payments/test-checkout/${sessionId}/pay`);
}
