import { Query } from 'mingo';
const docs = Array.from({ length: 10000 }, (_, i) => ({ _id: i, name: 'Product ' + i, category: 'c' + (i % 5), price: (i * 37) % 5000, stock: i % 20, tags: ['cute', 't' + (i % 7)], createdAt: new Date(Date.now() - i * 1000) }));
let t = performance.now();
for (let i = 0; i < 2000; i++) new Query({ _id: i }, {});
console.log('new Query', ((performance.now() - t) / 2000 * 1000).toFixed(1), 'us');
const q = new Query({ price: { $gte: 100, $lte: 3000 }, stock: { $gt: 0 }, tags: 'cute' }, {});
for (let k = 0; k < 3; k++) { t = performance.now(); let n = 0; for (const d of docs) if (q.test(d)) n++; console.log('test 10k', (performance.now() - t).toFixed(2), 'ms', n); }
for (let k = 0; k < 3; k++) { t = performance.now(); const r = q.find(docs, {}).sort({ price: 1, createdAt: -1 }).skip(20).limit(20).all(); console.log('find+sort', (performance.now() - t).toFixed(2), 'ms', r.length); }
