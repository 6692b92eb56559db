import { describe, expect, it } from 'vitest';
import { resolvePositionalPaths } from './positional-path.js';

const product = {
  _id: 1,
  SubTypeSet: [
    { Name: 'Pink', LeftNum: 0 },
    { Name: 'Blue', LeftNum: 5 },
  ],
  tags: ['x'],
};

describe('positional paths resolved without mingo', () => {
  it('takes the index of the first element matching an $elemMatch clause', () => {
    const filter = { _id: 1, SubTypeSet: { $elemMatch: { Name: 'Blue', LeftNum: { $gte: 2 } } } };
    expect(resolvePositionalPaths(product, { $inc: { 'SubTypeSet.$.LeftNum': -2 } }, filter)).toEqual({
      $inc: { 'SubTypeSet.1.LeftNum': -2 },
    });
  });

  it('takes the element the $elemMatch clause matched among several', () => {
    const holders = { _id: 2, SubTypeSet: [{ Name: 'Pink' }, { Name: 'Blue', HeldBy: ['o1'] }, { Name: 'Green', HeldBy: [] }] };
    const take = (Name: string) => ({ _id: 2, SubTypeSet: { $elemMatch: { Name, HeldBy: { $ne: 'o2' } } } });
    const update = { $push: { 'SubTypeSet.$.HeldBy': 'o2' } };
    expect(resolvePositionalPaths(holders, update, take('Blue'))).toEqual({ $push: { 'SubTypeSet.1.HeldBy': 'o2' } });
    expect(resolvePositionalPaths(holders, update, take('Green'))).toEqual({ $push: { 'SubTypeSet.2.HeldBy': 'o2' } });
  });

  it('takes the index from a dotted condition on the array', () => {
    expect(resolvePositionalPaths(product, { $set: { 'SubTypeSet.$': { Name: 'Red' } } }, { 'SubTypeSet.Name': 'Pink' })).toEqual({
      $set: { 'SubTypeSet.0': { Name: 'Red' } },
    });
  });

  it('leaves mingo the cases it does not resolve', () => {
    expect(resolvePositionalPaths(product, { $inc: { 'SubTypeSet.1.LeftNum': 1 } }, { _id: 1 })).toBeUndefined();
    expect(resolvePositionalPaths(product, { $inc: { 'SubTypeSet.$.LeftNum': 1 } }, { _id: 1 })).toBeUndefined();
    expect(resolvePositionalPaths(product, { $set: { 'tags.$': 'y' } }, { tags: 'x' })).toBeUndefined();
    const twoClauses = { 'SubTypeSet.Name': 'Blue', 'SubTypeSet.LeftNum': 5 };
    expect(resolvePositionalPaths(product, { $inc: { 'SubTypeSet.$.LeftNum': 1 } }, twoClauses)).toBeUndefined();
    expect(
      resolvePositionalPaths(product, { $inc: { 'SubTypeSet.$.LeftNum': 1 } }, { $or: [{ 'SubTypeSet.Name': 'Blue' }] }),
    ).toBeUndefined();
  });
});
