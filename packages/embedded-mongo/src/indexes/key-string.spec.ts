import { Decimal128, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { keyString } from './key-string.js';

describe('index key strings', () => {
  it('treats int, double and int64 of the same value as one key', () => {
    expect(keyString(5)).toBe(keyString(5.0));
    expect(keyString(Long.fromNumber(5))).toBe(keyString(5));
    expect(keyString(Long.fromString('9007199254740993'))).toBe('n9007199254740993');
    expect(keyString(-0)).toBe(keyString(0));
    expect(keyString(1.5)).not.toBe(keyString(1));
  });

  it('keys ObjectIds by their bytes and Dates by their time', () => {
    const id = new ObjectId();
    expect(keyString(new ObjectId(id.toHexString()))).toBe(keyString(id));
    expect(keyString(new Date(5))).toBe(keyString(new Date(5)));
    expect(keyString(new Date(5))).not.toBe(keyString(5));
  });

  it('keeps types apart and treats missing like null', () => {
    expect(keyString('5')).not.toBe(keyString(5));
    expect(keyString(true)).not.toBe(keyString('true'));
    expect(keyString(undefined)).toBe(keyString(null));
  });

  it('keys embedded documents by field order, as MongoDB compares them', () => {
    expect(keyString({ a: 1, b: 2 })).toBe(keyString({ a: 1, b: 2.0 }));
    expect(keyString({ a: 1, b: 2 })).not.toBe(keyString({ b: 2, a: 1 }));
  });

  it('keys Decimal128 by its text (documented: no numeric equality with other number types)', () => {
    expect(keyString(Decimal128.fromString('1.5'))).toBe(keyString(Decimal128.fromString('1.5')));
  });
});
