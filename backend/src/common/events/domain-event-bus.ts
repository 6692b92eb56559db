import { Global, Injectable, Module } from '@nestjs/common';
import type { DomainEventHandler, DomainEventName, DomainEvents } from './domain-events.js';

/**
 * In-process publish/subscribe between features, so that a publisher depends on no subscriber's module.
 * publish resolves once every subscriber has finished, in subscription order, and a subscriber's error
 * reaches the publisher: the publishers answer their caller only after the side effects are done, as when
 * they called the subscriber directly. (Node's EventEmitter neither awaits listeners nor passes on their
 * rejections, and @nestjs/event-emitter is not a dependency.)
 */
@Injectable()
export class DomainEventBus {
  private readonly handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

  subscribe<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }

  async publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await (handler as DomainEventHandler<Name>)(payload);
  }
}

/** One bus for the whole app: imported once, by the app module. */
@Global()
@Module({ providers: [DomainEventBus], exports: [DomainEventBus] })
export class DomainEventsModule {}
