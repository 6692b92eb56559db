import { describe, expect, it } from 'vitest';
import { shopOriginCheck } from './shop-origin.js';

describe('shopOriginCheck', () => {
  describe('without PUBLIC_URL in development', () => {
    const isShopOrigin = shopOriginCheck({ publicUrl: 'http://localhost:3000', originFromHost: true });

    it.each([
      ['http://localhost:3000', 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://[::1]:3000', '[::1]:3000'],
      ['http://192.168.1.20:3000', '192.168.1.20:3000'],
    ])('takes %s, the address the browser used (Host %s), as the shop', (origin, host) => {
      expect(isShopOrigin(origin, host)).toBe(true);
    });

    it.each([
      ['https://evil.example', '127.0.0.1:3000'],
      ['http://127.0.0.1:3001', '127.0.0.1:3000'],
      ['https://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://127.0.0.1:3000', undefined],
    ])('refuses %s for Host %s', (origin, host) => {
      expect(isShopOrigin(origin, host)).toBe(false);
    });
  });

  it('takes only PUBLIC_URL when one is set (and always in production), whatever the Host', () => {
    const isShopOrigin = shopOriginCheck({ publicUrl: 'https://shop.example.com', originFromHost: false });
    expect(isShopOrigin('https://shop.example.com', 'internal:3000')).toBe(true);
    expect(isShopOrigin('http://internal:3000', 'internal:3000')).toBe(false);
    expect(isShopOrigin('https://evil.example', 'evil.example')).toBe(false);
  });
});
