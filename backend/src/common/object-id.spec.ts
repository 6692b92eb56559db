import { describe, expect, it } from 'vitest';
import { parseObjectId } from './object-id.js';

describe('parseObjectId', () => {
  it('reads 24 hex digits, in lower case', () => {
    expect(parseObjectId('65A1B2C3D4E5F60718293A4B')).toBe('65a1b2c3d4e5f60718293a4b');
  });

  it('refuses other strings, including the 12-character ones mongoose would take', () => {
    for (const raw of ['abcdefghijkl', '123', '65a1b2c3d4e5f60718293a4g', '65a1b2c3d4e5f60718293a4b0', '']) {
      expect(parseObjectId(raw)).toBeUndefined();
    }
  });
});
