/**
 * The live chat's contract: socket event names, payloads, limits, error messages and HTTP paths.
 * Plain TypeScript with no imports, so that the PWA code loading it pays for no schema library.
 *
 * Protocol in short:
 * - Connect to namespace CHAT_NAMESPACE (path CHAT_SOCKET_PATH) with the session cookie; pass
 *   `auth: ChatHandshakeAuth` (a function, so that each reconnect sends the current last seen seqs).
 * - The server first sends every message after each given seq as `message:new` (in seq order),
 *   then `chat:ready`, then live events. Order messages by `seq`: live ones may arrive out of order.
 * - Call the ack of every `message:new`: that marks the message delivered.
 * - Emit requests with an ack; it answers ChatAck (`{ ok: false, message }` on any error).
 */

export const CHAT_NAMESPACE = '/chat';
export const CHAT_SOCKET_PATH = '/socket.io';

export const CHAT_LIMITS = {
  messageMaxLength: 2000,
  /** Each user may send this many messages per rate window. */
  messagesPerRateWindow: 10,
  rateWindowMs: 10_000,
  historyPageSize: 30,
  historyMaxPageSize: 100,
  conversationsPageSize: 20,
  /** The most conversations a handshake may ask to catch up on. */
  catchUpMaxConversations: 100,
  /**
   * The most missed messages sent per conversation on connect, oldest first; a client still behind
   * after that pages the history back from the latest message.
   */
  catchUpMaxMessages: 500,
  /** While typing, repeat typing:set true at most this often; a notice older than twice this means stopped. */
  typingRepeatMs: 3_000,
} as const;

export const CHAT_ERRORS = {
  /** The same words as the HTTP API's 401. */
  notLoggedIn: 'Please log in first.',
  crossSite: 'Cross-site requests are not allowed.',
  emptyMessage: 'Message cannot be empty.',
  messageTooLong: `Message is too long (max ${CHAT_LIMITS.messageMaxLength} characters).`,
  tooFast: 'You are sending messages too fast. Please wait a moment.',
  conversationNotFound: 'Conversation not found.',
  adminsHaveNoOwnConversation: 'Admins answer shoppers from the conversation list.',
  invalidConversationId: 'Invalid conversation id.',
  invalidClientId: 'clientId must be 8 to 64 letters, digits, - or _.',
  clientIdTaken: 'This clientId is already used by another message.',
  invalidAttachment: 'An attachment must be { kind: "order" | "product", id }.',
  invalidSeq: 'Sequence numbers must be whole numbers from 0.',
  invalidTyping: 'typing must be true or false.',
  invalidLastSeen: `lastSeen must be a list of at most ${CHAT_LIMITS.catchUpMaxConversations} { conversationId, seq }.`,
  /** Each socket has a budget of events (send, typing, mark-read, any other); past it, events are dropped. */
  tooManyEvents: 'Too many chat events, please slow down.',
  eventTooLarge: 'This chat event is too large or too deeply nested.',
  /** Sent as `chat:closing` just before the server closes a socket that kept flooding past its budget. */
  disconnectedForFlooding: 'Disconnected for sending too many chat events.',
  /** A connection refused past the sockets an account (or an address) may keep open. */
  tooManySockets: 'Too many chat connections are open; close another tab and try again.',
} as const;

/** Events the client emits; each takes an ack answered with ChatAck. */
export const CHAT_CLIENT_EVENTS = {
  sendMessage: 'message:send',
  markRead: 'conversation:mark-read',
  setTyping: 'typing:set',
} as const;

/** Events the server emits. */
export const CHAT_SERVER_EVENTS = {
  ready: 'chat:ready',
  message: 'message:new',
  delivered: 'message:delivered',
  read: 'conversation:read',
  typing: 'typing',
  shopperPresence: 'presence:shopper',
  agentPresence: 'presence:agents',
  /** The server is about to close this socket, and why. */
  closing: 'chat:closing',
} as const;

/** The roles of the shop's users: a shopper writes as customer, shop staff as admin. */
export type ChatRole = 'customer' | 'admin';
export type ChatMessageStatus = 'sent' | 'delivered' | 'read';
export const CHAT_ATTACHMENT_KINDS = ['order', 'product'] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

export interface LastSeenSeq {
  conversationId: string;
  /** The highest seq the client holds in that conversation (received or sent). */
  seq: number;
}

export interface ChatHandshakeAuth {
  lastSeen?: LastSeenSeq[];
}

export interface ChatAttachmentInput {
  kind: ChatAttachmentKind;
  id: string;
}

/** A product as it was when attached. */
export interface ChatProductCard {
  kind: 'product';
  id: string;
  name: string;
  cover: string;
  /** The lowest price of its sub-types, sale prices included, in dollars. */
  price: number;
}

/** An order as it was when attached; the PWA links it to /reviseOrder/{id} (admins) or /order/{id}. */
export interface ChatOrderCard {
  kind: 'order';
  id: string;
  status: string;
  totalPrice: number;
  createDate: string;
}

export type ChatAttachmentCard = ChatProductCard | ChatOrderCard;

export interface ChatMessage {
  id: string;
  conversationId: string;
  /** Per conversation, allocated in sending order; gaps are possible. */
  seq: number;
  clientId: string;
  senderRole: ChatRole;
  /** Plain text, stored as sent (trimmed); render it as a text node, never as HTML. */
  text: string;
  attachment: ChatAttachmentCard | null;
  status: ChatMessageStatus;
  createdAt: string;
}

export interface SendMessageRequest {
  conversationId: string;
  /** Made by the client (a UUID); sending the same one again answers the stored message, never a copy. */
  clientId: string;
  text: string;
  attachment?: ChatAttachmentInput;
}

export interface MarkReadRequest {
  conversationId: string;
  /** The highest seq the reader has seen. */
  throughSeq: number;
}

export interface SetTypingRequest {
  conversationId: string;
  typing: boolean;
}

export type ChatAck<T> = { ok: true; data: T } | { ok: false; message: string };

/** The shopper's one conversation with the shop. */
export interface ShopperConversation {
  id: string;
  /** As of loading (or connecting). */
  lastSeq: number;
  /** Messages from the shop the shopper has not read. */
  unreadCount: number;
}

export interface ShopperReady {
  role: 'customer';
  conversation: ShopperConversation;
  agentsOnline: boolean;
}

export interface AdminReady {
  role: 'admin';
  /** Conversations whose shopper is connected now. */
  onlineConversationIds: string[];
}

export type ChatReady = ShopperReady | AdminReady;

export interface DeliveredReceipt {
  conversationId: string;
  messageId: string;
  seq: number;
}

export interface ReadReceipt {
  conversationId: string;
  /** The side that read: every message of the other side up to throughSeq is now read. */
  readBy: ChatRole;
  throughSeq: number;
  /** What is still unread for the side that read. */
  unreadCount: number;
}

export interface TypingNotice {
  conversationId: string;
  role: ChatRole;
  typing: boolean;
}

export interface ShopperPresence {
  conversationId: string;
  online: boolean;
}

export interface AgentPresence {
  online: boolean;
}

export interface ChatServerToClientEvents {
  [CHAT_SERVER_EVENTS.ready]: (ready: ChatReady) => void;
  [CHAT_SERVER_EVENTS.message]: (message: ChatMessage, ack: () => void) => void;
  [CHAT_SERVER_EVENTS.delivered]: (receipt: DeliveredReceipt) => void;
  [CHAT_SERVER_EVENTS.read]: (receipt: ReadReceipt) => void;
  [CHAT_SERVER_EVENTS.typing]: (notice: TypingNotice) => void;
  /** Shoppers who came or went since the last one, each once with their latest state: a crowd arriving costs one frame. */
  [CHAT_SERVER_EVENTS.shopperPresence]: (changes: ShopperPresence[]) => void;
  [CHAT_SERVER_EVENTS.agentPresence]: (presence: AgentPresence) => void;
  [CHAT_SERVER_EVENTS.closing]: (notice: { message: string }) => void;
}

export interface ChatClientToServerEvents {
  [CHAT_CLIENT_EVENTS.sendMessage]: (request: SendMessageRequest, ack: (answer: ChatAck<ChatMessage>) => void) => void;
  [CHAT_CLIENT_EVENTS.markRead]: (request: MarkReadRequest, ack: (answer: ChatAck<ReadReceipt>) => void) => void;
  [CHAT_CLIENT_EVENTS.setTyping]: (request: SetTypingRequest, ack: (answer: ChatAck<null>) => void) => void;
}

/** HTTP paths under /api; all answer `{ success, ..., message }` like the rest of the API. */
export const CHAT_HTTP_PATHS = {
  /** GET, shopper: their conversation and a page of its messages (?before=seq&limit=n). */
  ownMessages: '/chat/messages',
  /** GET, shopper: how many admin messages they have not read; never creates a conversation. */
  unreadCount: '/chat/unread',
  /** GET, admin: conversations with a message, latest first (?page=n). */
  conversations: '/chat/conversations',
  /** GET, admin: a page of one conversation's messages (?before=seq&limit=n). */
  conversationMessages: (conversationId: string) => `/chat/conversations/${conversationId}/messages`,
  /** GET, admin: the shopper beside a conversation: email, address, recent orders. */
  conversationContext: (conversationId: string) => `/chat/conversations/${conversationId}/context`,
} as const;

export interface MessagePage {
  messages: ChatMessage[];
  /** Older messages exist: ask again with before = the first message's seq. */
  hasMore: boolean;
}

export interface OwnMessagesResponse extends MessagePage {
  success: true;
  conversation: ShopperConversation;
  message: string;
}

export interface UnreadCountResponse {
  success: true;
  /** Admin messages the shopper has not read; 0 when they have no conversation yet. */
  unreadCount: number;
  message: string;
}

export interface ConversationMessagesResponse extends MessagePage {
  success: true;
  message: string;
}

export interface LastMessagePreview {
  seq: number;
  senderRole: ChatRole;
  text: string;
  attachmentKind: ChatAttachmentKind | null;
  createdAt: string;
}

export interface ConversationSummary {
  id: string;
  shopper: { id: string; email: string };
  lastMessage: LastMessagePreview | null;
  lastSeq: number;
  /** Messages from the shopper no admin has read. */
  unreadCount: number;
  online: boolean;
}

export interface ConversationListResponse {
  success: true;
  conversations: ConversationSummary[];
  totalItemNum: number;
  message: string;
}

export interface RecentOrder {
  id: string;
  createDate: string;
  status: string;
  totalPrice: number;
}

export interface ShopperContext {
  shopper: { id: string; email: string; recipient: string; phone: string; location: string };
  recentOrders: RecentOrder[];
}

export interface ShopperContextResponse {
  success: true;
  context: ShopperContext;
  message: string;
}
