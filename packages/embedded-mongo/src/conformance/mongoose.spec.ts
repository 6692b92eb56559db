import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

describe('mongoose', () => {
  let server: TestServer;
  let connection: Connection;
  beforeAll(async () => {
    server = await startTestServer('mongoose');
    connection = await mongoose.createConnection(server.uri, { dbName: server.dbName }).asPromise();
  });
  afterAll(async () => {
    await connection.close();
    await server.stop();
  });

  const userSchema = new Schema({
    email: { type: String, required: true, unique: true },
    name: String,
    joinedAt: { type: Date, default: Date.now },
  });
  const productSchema = new Schema({ title: String, price: Number, stock: { type: Number, min: 0 } }, { timestamps: true });
  const orderSchema = new Schema({
    user: { type: Schema.Types.ObjectId, ref: 'User' },
    products: [{ type: Schema.Types.ObjectId, ref: 'Product' }],
  });
  const models = () => ({
    // A second call with the same schema returns the model the first one registered.
    User: connection.model('User', userSchema),
    Product: connection.model('Product', productSchema),
    Order: connection.model('Order', orderSchema),
  });

  it('builds schema indexes and rejects a duplicate unique value with 11000', async () => {
    const { User } = models();
    await User.init();
    await User.create({ email: 'ann@example.com', name: 'Ann' });
    await expect(User.create({ email: 'ann@example.com', name: 'Other' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'ann@example.com' },
    });
  });

  it('creates, finds by id, updates and deletes documents', async () => {
    const { Product } = models();
    const created = await Product.create({ title: 'Cat plush', price: 1299, stock: 3 });
    const found = await Product.findById(created._id).lean();
    expect(found).toMatchObject({ title: 'Cat plush', price: 1299, stock: 3 });
    expect(found!.createdAt).toBeInstanceOf(Date);
    await Product.updateOne({ _id: created._id }, { $set: { price: 999 } });
    expect((await Product.findById(created._id))!.price).toBe(999);
    const document = await Product.findById(created._id);
    document!.title = 'Big cat plush';
    await document!.save();
    expect((await Product.findOne({ title: 'Big cat plush' }))!._id.equals(created._id)).toBe(true);
    await Product.deleteOne({ _id: created._id });
    expect(await Product.findById(created._id)).toBeNull();
  });

  it('populates references', async () => {
    const { User, Product, Order } = models();
    const user = await User.create({ email: 'bo@example.com', name: 'Bo' });
    const products = await Product.create([
      { title: 'Mug', price: 800 },
      { title: 'Sticker', price: 200 },
    ]);
    const order = await Order.create({ user: user._id, products: products.map((product) => product._id) });
    const populated = await Order.findById(order._id).populate('user').populate('products').lean();
    expect((populated!.user as unknown as { name: string }).name).toBe('Bo');
    expect((populated!.products as unknown as { title: string }[]).map((product) => product.title)).toEqual(['Mug', 'Sticker']);
  });

  it('decrements stock atomically with findOneAndUpdate and a precondition', async () => {
    const { Product } = models();
    const product = await Product.create({ title: 'Limited', price: 100, stock: 1 });
    const first = await Product.findOneAndUpdate(
      { _id: product._id, stock: { $gte: 1 } },
      { $inc: { stock: -1 } },
      { returnDocument: 'after' },
    );
    const second = await Product.findOneAndUpdate(
      { _id: product._id, stock: { $gte: 1 } },
      { $inc: { stock: -1 } },
      { returnDocument: 'after' },
    );
    expect(first!.stock).toBe(0);
    expect(second).toBeNull();
  });

  it('counts, sorts, paginates and aggregates', async () => {
    const { Product } = models();
    await Product.create(Array.from({ length: 12 }, (_, i) => ({ title: `Page item ${i}`, price: i * 100, stock: i })));
    expect(await Product.countDocuments({ title: /^Page item/ })).toBe(12);
    const page = await Product.find({ title: /^Page item/ })
      .sort({ price: -1 })
      .skip(2)
      .limit(3)
      .select('price -_id')
      .lean();
    expect(page).toEqual([{ price: 900 }, { price: 800 }, { price: 700 }]);
    const [stats] = await Product.aggregate([{ $match: { title: /^Page item/ } }, { $group: { _id: null, stock: { $sum: '$stock' } } }]);
    expect(stats.stock).toBe(66);
  });
});
