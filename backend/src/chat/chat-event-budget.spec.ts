import { describe, expect, it } from 'vitest';
import { exceedsPayloadLimits, TokenBucket } from './chat-event-budget.js';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : [nested(levels - 1)]);

describe('TokenBucket', () => {
  it('gives a full burst, then one token per refill interval, never more than its capacity', () => {
    const bucket = new TokenBucket(3, 5, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.take(100)).toBe(false);
    expect(bucket.take(200)).toBe(true);
    expect(bucket.take(60_000)).toBe(true);
    expect([bucket.take(60_000), bucket.take(60_000), bucket.take(60_000)]).toEqual([true, true, false]);
  });
});

describe('exceedsPayloadLimits', () => {
  it('takes a chat message with an attachment and its ack', () => {
    const message = {
      conversationId: 'a'.repeat(24),
      clientId: 'client-1',
      text: 'x'.repeat(2000),
      attachment: { kind: 'order', id: 'b'.repeat(24) },
    };
    expect(exceedsPayloadLimits([message, () => undefined])).toBe(false);
  });

  it('takes 8 levels of nesting and refuses 9', () => {
    expect(exceedsPayloadLimits([nested(8)])).toBe(false);
    expect(exceedsPayloadLimits([nested(9)])).toBe(true);
  });

  it('refuses more than 16 KB of strings, counted over every argument', () => {
    expect(exceedsPayloadLimits(['x'.repeat(16 * 1024 - 1)])).toBe(false);
    expect(exceedsPayloadLimits(['x'.repeat(8 * 1024), { text: 'x'.repeat(8 * 1024) }])).toBe(true);
  });
});
