import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conversation } from '../src/chat/schemas/conversation.schema.js';
import { insertProducts, productModel } from './helpers/factories.js';
import { insertOrders, orderLine } from './helpers/order-factory.js';
import { createShopper, orderModel, type Shopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { adminDashboardResponseSchema } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { expectContract } from './helpers/contract.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const utcDate = (date: Date) => date.toISOString().slice(0, 10);

let app: NestExpressApplication;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  app = await createTestApp();
  [admin, shopper] = await Promise.all([createShopper(app, 'admin'), createShopper(app)]);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/admin/dashboard', () => {
  const kitty = new Types.ObjectId();
  const melody = new Types.ObjectId();
  const kuromi = new Types.ObjectId();

  beforeAll(async () => {
    await Promise.all([orderModel(app).deleteMany({}), productModel(app).deleteMany({})]);
    await insertOrders(app, [
      // Today: two paid orders, 3 Kitty + 1 Melody and 2 Kitty.
      {
        Status: 'Paid',
        CreateDate: daysAgo(0),
        BuyItem: [orderLine(kitty, 'Kitty Charm', 0.1, 3), orderLine(melody, 'Melody Sticker', 4.99, 1)],
      },
      { Status: 'Shipped', CreateDate: daysAgo(0), BuyItem: [orderLine(kitty, 'Kitty Charm', 0.1, 2)] },
      // Ten days ago: a request to cancel (the shop still holds the money) and a denied one.
      { Status: 'Request Cancel', CreateDate: daysAgo(10), BuyItem: [orderLine(kuromi, 'Kuromi Case', 0.2, 1)] },
      { Status: 'Deny', CreateDate: daysAgo(10), BuyItem: [orderLine(melody, 'Melody Sticker', 4.99, 1)] },
      // Not revenue: delivered long ago, refunded, unpaid.
      { Status: 'Delivered', CreateDate: daysAgo(45), BuyItem: [orderLine(kuromi, 'Kuromi Case', 0.2, 50)] },
      { Status: 'Canceled', IfPaid: true, CreateDate: daysAgo(1), BuyItem: [orderLine(kuromi, 'Kuromi Case', 0.2, 40)] },
      { Status: 'Paying', CreateDate: daysAgo(1), BuyItem: [orderLine(kuromi, 'Kuromi Case', 0.2, 30)] },
    ]);
    await insertProducts(app, [
      {
        ProductName: 'Kitty Charm',
        SubTypeSet: [
          { Name: 'cover', LeftNum: 0 },
          { Name: 'Pink', LeftNum: 2 },
          { Name: 'Blue', LeftNum: 9 },
        ],
      },
      {
        ProductName: 'Melody Sticker',
        SubTypeSet: [
          { Name: 'Sheet', LeftNum: 0 },
          { Name: 'the default one', LeftNum: 1 },
        ],
      },
      { ProductName: 'Kuromi Case', SubTypeSet: [{ Name: 'Black', LeftNum: 6 }] },
    ]);
    const conversations = app.get<Model<Conversation>>(getModelToken(Conversation.name));
    await conversations.deleteMany({});
    await conversations.insertMany([
      { shopperId: new Types.ObjectId(), staffUnreadCount: 3 },
      { shopperId: new Types.ObjectId(), staffUnreadCount: 1 },
      { shopperId: new Types.ObjectId(), staffUnreadCount: 0, shopperUnreadCount: 4 },
    ]);
  });

  it('sums the paid orders of the last 30 days per UTC day, in whole cents', async () => {
    const { body } = await admin.client.get('/api/admin/dashboard').expect(200);
    const { dashboard } = body;
    expect(body).toMatchObject({ success: true, message: 'Dashboard loaded.' });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0].date).toBe(utcDate(daysAgo(29)));
    expect(dashboard.days.at(-1)).toEqual({ date: utcDate(new Date()), orders: 2, revenue: 5.49 });
    expect(dashboard.days.find((entry: { date: string }) => entry.date === utcDate(daysAgo(10)))).toEqual({
      date: utcDate(daysAgo(10)),
      orders: 2,
      revenue: 5.19,
    });
    expect(dashboard.days.filter((entry: { orders: number }) => entry.orders > 0)).toHaveLength(2);
    expect(dashboard).toMatchObject({ revenue: 10.68, paidOrders: 4 });
    expectContract(adminDashboardResponseSchema, body);
  });

  it('counts the orders waiting for the shop per status', async () => {
    const { dashboard } = (await admin.client.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.waiting).toEqual([
      { status: 'Paid', count: 1 },
      { status: 'Request Cancel', count: 1 },
      { status: 'Deny', count: 1 },
      { status: 'Shipped', count: 1 },
    ]);
  });

  it('ranks the products by units sold in paid orders of the last 30 days', async () => {
    const { dashboard } = (await admin.client.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.topProducts).toEqual([
      { proid: kitty.toString(), name: 'Kitty Charm', units: 5, revenue: 0.5 },
      { proid: melody.toString(), name: 'Melody Sticker', units: 2, revenue: 9.98 },
      { proid: kuromi.toString(), name: 'Kuromi Case', units: 1, revenue: 0.2 },
    ]);
  });

  it('lists the sub-types for sale at 5 or fewer, scarcest first, markers left out', async () => {
    const { dashboard } = (await admin.client.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard).toMatchObject({ lowStockThreshold: 5, lowStockTotal: 2 });
    expect(dashboard.lowStock).toEqual([
      { proid: expect.any(String), name: 'Melody Sticker', subType: 'Sheet', left: 0 },
      { proid: expect.any(String), name: 'Kitty Charm', subType: 'Pink', left: 2 },
    ]);
  });

  it('counts the conversations with messages no admin has read', async () => {
    const { dashboard } = (await admin.client.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.unreadChats).toEqual({ conversations: 2, messages: 4 });
  });

  it('is for admins only', async () => {
    await shopper.client.get('/api/admin/dashboard').expect(403);
    const { default: request } = await import('supertest');
    await request(app.getHttpServer()).get('/api/admin/dashboard').expect(401);
  });
});
