import type { ChatMessage } from '@shop/contracts/chat/chat-events';

/** A sub-type of a product whose stock just went down to nothing. */
export interface SoldOutSubType {
  productId: string;
  subType: string;
}

/** What features announce for other features to act on (push, so far), by name with its payload. */
export interface DomainEvents {
  /** A checkout took the last units of these sub-types. */
  'stock.soldOut': { subTypes: SoldOutSubType[] };
  /** An admin saved these products, which may have restocked some of their sub-types. */
  'stock.edited': { productIds: string[] };
  /** An admin replied to a shopper who has no page of the shop open to see it. */
  'chat.replyUnseen': { shopperId: string; message: ChatMessage };
  /** A logged-in session is about to end (logout). */
  'session.ending': { sessionId: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => Promise<void> | void;
