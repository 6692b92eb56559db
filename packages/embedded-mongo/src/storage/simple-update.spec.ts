import { ObjectId, type Document } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { cloneDeep } from 'mingo/util';
import { describe, expect, it } from 'vitest';
import { applySimpleUpdate } from './simple-update.js';

const holder = new ObjectId();
const stored: Document = {
  _id: new ObjectId(),
  stock: 3,
  price: 10,
  profile: { name: 'Ann', visits: 1 },
  status: 'new',
  lines: [{ qty: 2, heldBy: [holder, new ObjectId()] }, { qty: 5 }],
  scores: [1, 2],
  tags: ['a', 'b', 'a'],
};

const updates: Document[] = [
  { $inc: { stock: -1 } },
  { $inc: { stock: 0 } },
  { $inc: { missing: 2 } },
  { $set: { status: 'paid', 'profile.visits': 2 } },
  { $set: { 'address.city': 'Paris' } },
  { $set: { status: 'new' } },
  { $unset: { status: '', nothing: '' } },
  { $mul: { price: 2, absent: 3 } },
  { $min: { price: 5 }, $max: { stock: 1 } },
  { $inc: { 'lines.0.qty': -1 } },
  { $set: { 'lines.1.note': 'gift', 'scores.0': 9 } },
  { $push: { tags: 'c', 'lines.0.heldBy': new ObjectId() } },
  { $push: { 'lines.1.heldBy': holder, fresh: { at: 1 } } },
  { $inc: { 'lines.0.qty': 1 }, $pull: { 'lines.0.heldBy': new ObjectId(holder.toHexString()) } },
  { $pull: { tags: 'a', 'lines.1.heldBy': holder } },
  { $pull: { tags: 'z', absent: 'a' } },
  { $push: { tags: { $each: ['x', 'y'] }, 'lines.0.heldBy': { $each: [new ObjectId(), new ObjectId()] } } },
  { $push: { tags: { $each: [] }, fresh: { $each: ['z'] } } },
  { $set: { 'profile.name': 'Bo', 'profile.visits': 3, status: 'x' }, $unset: { price: '' }, $inc: { 'lines.0.qty': 1, 'lines.1.qty': 1 } },
];

describe('the simple update fast path', () => {
  it.each(updates.map((update) => [JSON.stringify(update), update]))('agrees with mingo on %s', (_label, update) => {
    const viaMingo = cloneDeep(stored);
    const mingoChanged = mingoUpdate(viaMingo, update).length > 0;
    const result = applySimpleUpdate(stored, update)!;
    expect(result.changed).toBe(mingoChanged);
    expect(result.next).toEqual(viaMingo);
  });

  it('never mutates the stored document', () => {
    const before = cloneDeep(stored);
    applySimpleUpdate(stored, {
      $set: { 'profile.name': 'Bo', 'profile.visits': 2 },
      $inc: { stock: 5, 'lines.0.qty': 1, 'lines.1.qty': 1 },
    });
    expect(stored).toEqual(before);
  });

  it('keeps the fields in their order, new ones last, and a field named __proto__ as a field', () => {
    const { next } = applySimpleUpdate(stored, { $set: { status: 'paid', note: 'x', stock: 1, ['__proto__']: { polluted: true } } })!;
    expect(Object.keys(next)).toEqual([...Object.keys(stored), 'note', '__proto__']);
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
  });

  it('leaves arrays, positional paths and type errors to mingo', () => {
    expect(applySimpleUpdate(stored, { $push: { tags: { $each: ['x', 'y'], $slice: 2 } } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $push: { status: 'x' } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $pull: { scores: 1 } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $pull: { lines: { qty: 2 } } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $set: { 'items.$.qty': 1 } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $inc: { status: 1 } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $set: { 'status.deep': 1 } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $set: { 'lines.qty': 1 } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $set: { 'scores.5': 1 } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $unset: { 'scores.0': '' } })).toBeUndefined();
    expect(applySimpleUpdate(stored, { $set: { profile: {} }, $inc: { 'profile.visits': 1 } })).toBeUndefined();
  });
});
