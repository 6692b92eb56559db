import mongoose from 'mongoose';
import { startEmbeddedMongo } from './server.js';
const server = await startEmbeddedMongo();
console.log(server.uri);
await mongoose.connect(server.uri, { dbName: 'smoke' });
const Product = mongoose.model('Product', new mongoose.Schema({ name: { type: String, unique: true }, stock: Number, tags: [String], createdAt: Date }));
await Product.init();
const p = await Product.create({ name: 'cat', stock: 10, tags: ['a'], createdAt: new Date() });
console.log(await Product.findById(p._id).lean());
console.log(await Product.countDocuments({ stock: { $gte: 5 } }));
console.log(await Product.findOneAndUpdate({ _id: p._id, stock: { $gte: 1 } }, { $inc: { stock: -1 } }, { new: true }).lean());
try { await Product.create({ name: 'cat' }); } catch (e) { console.log('dup', (e as any).code, (e as any).message); }
console.log(await Product.aggregate([{ $group: { _id: null, total: { $sum: '$stock' } } }]));
console.log(await Product.updateOne({ name: 'dog' }, { $setOnInsert: { stock: 3 } }, { upsert: true }));
console.log(await Product.find().sort({ name: -1 }).lean());
console.log(await Product.deleteMany({}));
console.log(await mongoose.connection.db!.listCollections().toArray());
await mongoose.disconnect();
await server.close();
