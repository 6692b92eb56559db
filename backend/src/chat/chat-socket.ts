import type { Namespace, RemoteSocket, Socket } from 'socket.io';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { ChatClientToServerEvents, ChatMessage, ChatServerToClientEvents } from '@shop/contracts/chat/chat-events';

/** A stored message on its way to every socket of its conversation, on every instance. */
export interface MessageDelivery {
  message: ChatMessage;
  shopperId: string;
  /** The sending socket, which has the message in its ack already. */
  exceptSocketId?: string;
}

/** Between backend instances (through the Redis adapter): a stored message to hand to local sockets. */
export const CLUSTER_DELIVERY_EVENT = 'chat:delivery';

export interface ChatInterServerEvents {
  [CLUSTER_DELIVERY_EVENT]: (delivery: MessageDelivery) => void;
}

/** Kept small and plain: fetchSockets() copies it between instances. */
export interface ChatSocketData {
  user: AuthenticatedUser;
  /** A shopper's own conversation. */
  conversationId?: string;
}

export type ChatNamespace = Namespace<ChatClientToServerEvents, ChatServerToClientEvents, ChatInterServerEvents, ChatSocketData>;
export type ChatSocket = Socket<ChatClientToServerEvents, ChatServerToClientEvents, ChatInterServerEvents, ChatSocketData>;
export type ChatRemoteSocket = RemoteSocket<ChatServerToClientEvents, ChatSocketData>;

/** Every admin socket. */
export const STAFF_ROOM = 'staff';
/** Every shopper socket: where "an agent is online" goes. */
export const SHOPPERS_ROOM = 'shoppers';
/** The sockets of one shopper (each tab, each device). */
export const shopperRoom = (shopperId: string) => `shopper:${shopperId}`;
/** Who sees a conversation: its shopper and every admin. */
export const conversationRooms = (shopperId: string) => [shopperRoom(shopperId), STAFF_ROOM];
