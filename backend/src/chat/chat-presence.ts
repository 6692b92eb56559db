import { Injectable } from '@nestjs/common';
import { CHAT_SERVER_EVENTS } from '@shop/contracts/chat/chat-events';
import { ChatRooms } from './chat-rooms.js';
import { type ChatSocket, SHOPPERS_ROOM, shopperRoom, STAFF_ROOM } from './chat-socket.js';

/**
 * Who is online, derived from the connected sockets of every instance (fetchSockets through the
 * adapter), so that nothing has to be cleaned up when an instance dies.
 */
@Injectable()
export class ChatPresence {
  constructor(private readonly rooms: ChatRooms) {}

  async agentsOnline(): Promise<boolean> {
    return (await this.rooms.socketsIn(STAFF_ROOM)).length > 0;
  }

  async onlineConversationIds(): Promise<Set<string>> {
    const sockets = await this.rooms.socketsIn(SHOPPERS_ROOM);
    return new Set(sockets.flatMap((socket) => socket.data.conversationId ?? []));
  }

  /** Each connection says "online" again; clients treat a repeat as no change. */
  announceArrival(socket: ChatSocket): void {
    const { user, conversationId } = socket.data;
    if (user.role === 'admin') this.rooms.emit(SHOPPERS_ROOM, CHAT_SERVER_EVENTS.agentPresence, { online: true });
    else if (conversationId) this.rooms.emit(STAFF_ROOM, CHAT_SERVER_EVENTS.shopperPresence, { conversationId, online: true });
  }

  /** Says "offline" only when the user's last socket anywhere is gone. */
  async announceDeparture(socket: ChatSocket): Promise<void> {
    const { user, conversationId } = socket.data;
    if (user.role === 'admin') {
      if (!(await this.agentsOnline())) this.rooms.emit(SHOPPERS_ROOM, CHAT_SERVER_EVENTS.agentPresence, { online: false });
    } else if (conversationId && (await this.rooms.socketsIn(shopperRoom(user.id))).length === 0) {
      this.rooms.emit(STAFF_ROOM, CHAT_SERVER_EVENTS.shopperPresence, { conversationId, online: false });
    }
  }
}
