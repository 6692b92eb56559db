import type { ObjectId as StoredId } from 'mongodb';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { MigrationRunner } from './migration-runner.js';
import { objectIdReferencesMigration } from './object-id-references.migration.js';
import { emptyDatabasePerTest } from './test-database.fixture.js';

const { ObjectId } = mongoose.Types;
const quiet = () => undefined;

const owner = new ObjectId();
const [charm, sticker] = [new ObjectId(), new ObjectId()];
const item = (proid: unknown) => ({
  proid,
  proname: 'Melody Charm',
  proprice: 4.99,
  subType: 'Pink',
  buyNum: 1,
  totalPrice: '4.99',
  maxLeft: 9,
});

describe('the ObjectId references migration', () => {
  const database = emptyDatabasePerTest('object-id-migration-test');
  const migrate = () => new MigrationRunner(database.db, quiet).runAll([objectIdReferencesMigration]);
  const collection = (name: 'orders' | 'users') => database.db.collection(name);
  const rawOrder = (_id: StoredId) => collection('orders').findOne({ _id });
  const rawUser = (_id: StoredId) => collection('users').findOne({ _id });

  it('turns the string ids stored in orders and favourites into ObjectIds', async () => {
    const legacyOrder = { OwnerId: owner.toString(), Status: 'Paid', BuyItem: [item(charm.toString()), item(sticker)] };
    const { insertedId: orderId } = await collection('orders').insertOne(legacyOrder);
    const legacyUser = { Email: 'mia@example.com', Fav: [charm.toString(), sticker, sticker.toString(), 'not-an-id'] };
    const { insertedId: userId } = await collection('users').insertOne(legacyUser);

    expect(await migrate()).toEqual([objectIdReferencesMigration.id]);

    const order = (await rawOrder(orderId))!;
    expect(order.OwnerId).toBeInstanceOf(ObjectId);
    expect(order.OwnerId.equals(owner)).toBe(true);
    expect(order.BuyItem.map((line: { proid: unknown }) => line.proid instanceof ObjectId)).toEqual([true, true]);
    expect(order.BuyItem).toEqual([item(charm), item(sticker)]);
    expect(order.Status).toBe('Paid');
    // Both forms of one product are one favourite; what is no id at all is left alone.
    expect((await rawUser(userId))!.Fav).toEqual([charm, sticker, 'not-an-id']);
  });

  it('leaves orders and favourites already stored with ObjectIds as they are', async () => {
    const stored = { OwnerId: owner, BuyItem: [item(charm)], Note: '' };
    const { insertedId: orderId } = await collection('orders').insertOne({ ...stored });
    const { insertedId: userId } = await collection('users').insertOne({ Email: 'mia@example.com', Fav: [sticker, charm] });

    await migrate();

    expect(await rawOrder(orderId)).toEqual({ _id: orderId, ...stored });
    expect((await rawUser(userId))!.Fav).toEqual([sticker, charm]);
  });

  it('runs once: data written in the old form afterwards is not touched by a later start', async () => {
    await migrate();
    const { insertedId } = await collection('orders').insertOne({ OwnerId: owner.toString(), BuyItem: [] });

    expect(await migrate()).toEqual([]);
    expect((await rawOrder(insertedId))!.OwnerId).toBe(owner.toString());
  });

  it('converts once when two instances start at the same time', async () => {
    const orders = Array.from({ length: 1200 }, () => ({ OwnerId: owner.toString(), BuyItem: [item(charm.toString())] }));
    await collection('orders').insertMany(orders);

    const [first, second] = await Promise.all([migrate(), migrate()]);

    expect([...first, ...second]).toEqual([objectIdReferencesMigration.id]);
    expect(await collection('orders').countDocuments({ OwnerId: owner })).toBe(1200);
    expect(await collection('orders').countDocuments({ 'BuyItem.proid': charm })).toBe(1200);
  });
});
