import { Injectable } from '@nestjs/common';
import type { ChatServerToClientEvents } from '@shop/contracts/chat/chat-events';
import { ChatCluster } from './chat-cluster.js';
import type { ChatNamespace, ChatRemoteSocket, ChatSocket } from './chat-socket.js';

/** The chat namespace, once the gateway has it: room broadcasts and look-ups for the chat's services. */
@Injectable()
export class ChatRooms {
  private attached?: ChatNamespace;

  constructor(private readonly cluster: ChatCluster) {}

  attach(namespace: ChatNamespace): void {
    this.attached = namespace;
  }

  get namespace(): ChatNamespace {
    if (!this.attached) throw new Error('The chat gateway has not started yet');
    return this.attached;
  }

  /**
   * Reaches the rooms' sockets on every instance. Once shutting down has closed the cluster's connection, a
   * broadcast (such as a departure announced just before) has nowhere to go: the adapter would reject it unheard.
   */
  emit<Event extends keyof ChatServerToClientEvents>(
    rooms: string | string[],
    event: Event,
    ...payload: Parameters<ChatServerToClientEvents[Event]>
  ): void {
    if (this.cluster.closed) return;
    this.namespace.to(rooms).emit(event, ...payload);
  }

  /** The room's sockets on every instance (through the adapter). */
  socketsIn(room: string): Promise<ChatRemoteSocket[]> {
    return this.namespace.in(room).fetchSockets();
  }

  /** The rooms' sockets connected to this instance, each once. */
  localSocketsIn(rooms: string[]): ChatSocket[] {
    const ids = new Set(rooms.flatMap((room) => [...(this.namespace.adapter.rooms.get(room) ?? [])]));
    return [...ids].flatMap((id) => this.namespace.sockets.get(id) ?? []);
  }
}
