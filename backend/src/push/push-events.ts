import { CHAT_OPEN_PATH, type PushPayload } from '@shop/contracts/push';
import type { ChatMessage } from '@shop/contracts/chat/chat-events';
import type { OrderStatus } from '../orders/order-state-machine.js';
import type { OrderRecord } from '../orders/schemas/order.schema.js';

/** Something to tell some shoppers once: `key` names the event, so each device hears of it at most once. */
export interface PushEvent {
  key: string;
  userIds: string[];
  payload: PushPayload;
}

const CHAT_PREVIEW_LENGTH = 120;

/** The order reaching `status`: Shipped (with the delivery link) and Delivered; nothing for the other statuses. */
export function orderStatusEvent(order: OrderRecord, status: OrderStatus): PushEvent | null {
  const id = order._id.toString();
  const base = { key: `order:${id}:${status}`, userIds: [order.OwnerId.toString()] };
  const url = `/order/${id}`;
  if (status === 'Shipped') {
    return {
      ...base,
      payload: {
        kind: 'shipping',
        title: 'Your order has shipped',
        body: `Order ${id} is on its way. Track it: ${order.DeliveryURL}`,
        url,
      },
    };
  }
  if (status === 'Delivered') {
    return { ...base, payload: { kind: 'shipping', title: 'Your order was delivered', body: `Order ${id} has arrived. Enjoy!`, url } };
  }
  return null;
}

export function chatReplyEvent(shopperId: string, message: ChatMessage): PushEvent {
  const text = message.text || (message.attachment ? 'Sent you an attachment.' : '');
  const body = text.length > CHAT_PREVIEW_LENGTH ? `${text.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : text;
  return {
    key: `chat:${message.id}`,
    userIds: [shopperId],
    payload: { kind: 'chat', title: 'The shop replied', body, url: CHAT_OPEN_PATH },
  };
}

export function backInStockEvent(product: { id: string; name: string }, subType: string, restock: number, userIds: string[]): PushEvent {
  return {
    key: `restock:${product.id}:${subType}:${restock}`,
    userIds,
    payload: {
      kind: 'backInStock',
      title: 'Back in stock',
      body: `${product.name} - ${subType} is back. Get it before it sells out again!`,
      url: `/product/${product.id}`,
    },
  };
}
