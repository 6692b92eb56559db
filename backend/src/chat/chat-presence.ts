import { Injectable } from '@nestjs/common';
import { CHAT_SERVER_EVENTS } from '@shop/contracts/chat/chat-events';
import { ChatCluster } from './chat-cluster.js';
import { ChatRooms } from './chat-rooms.js';
import { type ChatSocket, SHOPPERS_ROOM, shopperRoom, STAFF_ROOM } from './chat-socket.js';

/** One shopper's sockets on this instance. */
interface OnlineShopper {
  conversationId: string;
  socketIds: Set<string>;
}

/**
 * Who is online. Each instance counts its own sockets in memory and announces only changes: the first
 * socket of an admin or a shopper here says "online", the last one gone says "offline" unless another
 * instance still has one (asked through the adapter only then, and only with REDIS_URL). An instance
 * that dies takes its counts with it, so nothing has to be cleaned up.
 */
@Injectable()
export class ChatPresence {
  private readonly adminSocketIds = new Set<string>();
  private readonly shoppers = new Map<string, OnlineShopper>();
  // Shoppers' comings and goings not yet told to the admins, by conversation: the latest state of each.
  private readonly shopperChanges = new Map<string, boolean>();

  constructor(
    private readonly rooms: ChatRooms,
    private readonly cluster: ChatCluster,
  ) {}

  async agentsOnline(): Promise<boolean> {
    if (this.adminSocketIds.size > 0) return true;
    return this.cluster.enabled && (await this.rooms.socketsIn(STAFF_ROOM)).length > 0;
  }

  async onlineConversationIds(): Promise<Set<string>> {
    const ids = new Set([...this.shoppers.values()].map((shopper) => shopper.conversationId));
    if (!this.cluster.enabled) return ids;
    for (const socket of await this.rooms.socketsIn(SHOPPERS_ROOM)) if (socket.data.conversationId) ids.add(socket.data.conversationId);
    return ids;
  }

  /** Whether the shopper has a socket on any instance. */
  async isShopperOnline(shopperId: string): Promise<boolean> {
    if (this.shoppers.has(shopperId)) return true;
    return this.cluster.enabled && (await this.rooms.socketsIn(shopperRoom(shopperId))).length > 0;
  }

  /** Another instance may have said "online" already; clients treat a repeat as no change. */
  announceArrival(socket: ChatSocket): void {
    // A socket that closed while it was being set up has had its departure already.
    if (!socket.connected) return;
    const { user, conversationId } = socket.data;
    if (user.role === 'admin') {
      this.adminSocketIds.add(socket.id);
      if (this.adminSocketIds.size === 1) this.rooms.emit(SHOPPERS_ROOM, CHAT_SERVER_EVENTS.agentPresence, { online: true });
    } else if (conversationId) {
      const shopper = this.shoppers.get(user.id) ?? { conversationId, socketIds: new Set<string>() };
      this.shoppers.set(user.id, shopper);
      shopper.socketIds.add(socket.id);
      if (shopper.socketIds.size === 1) this.announceShopper(conversationId, true);
    }
  }

  /** Says "offline" only when the user's last socket anywhere is gone (and none came back here meanwhile). */
  async announceDeparture(socket: ChatSocket): Promise<void> {
    const { user } = socket.data;
    if (user.role === 'admin') {
      if (!this.adminSocketIds.delete(socket.id) || this.adminSocketIds.size > 0) return;
      if (!(await this.agentsOnline()) && this.adminSocketIds.size === 0) {
        this.rooms.emit(SHOPPERS_ROOM, CHAT_SERVER_EVENTS.agentPresence, { online: false });
      }
      return;
    }
    const shopper = this.shoppers.get(user.id);
    if (!shopper?.socketIds.delete(socket.id) || shopper.socketIds.size > 0) return;
    this.shoppers.delete(user.id);
    if (!(await this.isShopperOnline(user.id)) && !this.shoppers.has(user.id)) this.announceShopper(shopper.conversationId, false);
  }

  /** Told to the admins with the other changes of this turn of the event loop, in one frame per admin socket. */
  private announceShopper(conversationId: string, online: boolean): void {
    if (this.shopperChanges.size === 0) setImmediate(() => this.tellShopperChanges());
    this.shopperChanges.set(conversationId, online);
  }

  private tellShopperChanges(): void {
    const changes = [...this.shopperChanges].map(([conversationId, online]) => ({ conversationId, online }));
    this.shopperChanges.clear();
    this.rooms.emit(STAFF_ROOM, CHAT_SERVER_EVENTS.shopperPresence, changes);
  }
}
