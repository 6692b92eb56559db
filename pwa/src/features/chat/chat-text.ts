import { chatInboxEn } from '@shop/contracts/admin-messages/en';
import { CHAT_LIMITS, type ChatMessageStatus } from '@shop/contracts/chat/chat-events';
import { formatDate } from '../../lib/dates';

// The inbox is the back office's: its English comes from the admin catalogue, its one plural picked here as i18next does.
const { unread_one: unreadOne, unread_other: unreadOther, ...inboxTexts } = chatInboxEn;

export const CHAT_TEXT = {
  panelTitle: 'Chat with Kawaii Shop',
  agentOnline: 'An agent is online',
  agentsAway: 'No agent is online right now — we will reply as soon as we can.',
  offline: 'You are offline — messages will be sent when you reconnect',
  connecting: 'Connecting to the chat…',
  empty: 'No messages yet. Say hello!',
  messagesTitle: 'Messages',
  messageLabel: 'Message',
  send: 'Send',
  lengthCount: (length: number) => `${length} / ${CHAT_LIMITS.messageMaxLength}`,
  keyboardHint: 'Enter sends, Shift+Enter adds a new line.',
  shopTyping: 'The shop is typing…',
  shopperTyping: 'The shopper is typing…',
  waitingToSend: 'Waiting to send',
  sending: 'Sending…',
  notSent: (reason: string) => `Not sent: ${reason}`,
  retrySend: 'Try again',
  deleteUnsent: 'Delete',
  storageFailed: 'Your message could not be kept on this device. Please try again.',
  status: { sent: 'Sent', delivered: 'Delivered', read: 'Read' } satisfies Record<ChatMessageStatus, string>,
  attachedOrder: (orderId: string) => `Order ${orderId}`,
  attachButton: 'Attach',
  attach: 'Attach an order or a product',
  attaching: 'Attached:',
  removeAttachment: 'Remove the attachment',
  picker: {
    orders: 'My orders',
    products: 'Products',
    close: 'Close',
    loadingOrders: 'Loading your orders…',
    ordersFailed: "We couldn't load your orders.",
    noOrders: 'You have no orders yet.',
    loadingProducts: 'Loading products…',
    productsFailed: "We couldn't load the products.",
    noProducts: 'Open a product page or mark favourites to attach a product.',
    thisProduct: 'This product',
    tryAgain: 'Try again',
  },
  /** The picker as an admin sees it: the conversation's shopper's orders, the shop's listed products. */
  adminPicker: {
    orders: "Shopper's orders",
    loadingOrders: "Loading the shopper's orders…",
    ordersFailed: "We couldn't load the shopper's orders.",
    noOrders: 'This shopper has no orders yet.',
    noProducts: 'No product is listed yet.',
  },
  inbox: {
    ...inboxTexts,
    unread: (count: number) => (count === 1 ? unreadOne : unreadOther).replace('{{count}}', String(count)),
    /** A recent order's date and status as the reader reads them (the back office passes the admin's language). */
    orderDate: (isoDate: string) => formatDate(isoDate),
    orderStatus: (status: string) => status,
  },
} as const;

type Texts<T> = {
  readonly [Key in keyof T]: T[Key] extends string
    ? string
    : T[Key] extends (...values: infer Values) => string
      ? (...values: Values) => string
      : Texts<T[Key]>;
};
/** The chat's texts in any language: CHAT_TEXT's shape. */
export type ChatText = Texts<typeof CHAT_TEXT>;
