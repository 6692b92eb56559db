import { describe, expect, it } from 'vitest';
import { DomainEventBus } from './domain-event-bus.js';

describe('DomainEventBus', () => {
  it('resolves a publish once every subscriber has finished, in subscription order', async () => {
    const bus = new DomainEventBus();
    const done: string[] = [];
    bus.subscribe('session.ending', async ({ sessionId }) => {
      await Promise.resolve();
      done.push(`devices of ${sessionId}`);
    });
    bus.subscribe('session.ending', ({ sessionId }) => void done.push(`audit of ${sessionId}`));
    await bus.publish('session.ending', { sessionId: 's1' });
    expect(done).toEqual(['devices of s1', 'audit of s1']);
  });

  it("hands a subscriber's failure to the publisher, which then answers with it", async () => {
    const bus = new DomainEventBus();
    bus.subscribe('stock.edited', () => Promise.reject(new Error('the queue is down')));
    await expect(bus.publish('stock.edited', { productIds: ['p1'] })).rejects.toThrow('the queue is down');
  });

  it('does nothing for an event nobody subscribed to', async () => {
    await expect(new DomainEventBus().publish('stock.soldOut', { subTypes: [] })).resolves.toBeUndefined();
  });
});
