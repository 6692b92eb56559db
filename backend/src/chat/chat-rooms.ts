import { Injectable } from '@nestjs/common';
import type { ChatServerToClientEvents } from './chat-events.js';
import type { ChatNamespace, ChatRemoteSocket, ChatSocket } from './chat-socket.js';

/** The chat namespace, once the gateway has it: room broadcasts and look-ups for the chat's services. */
@Injectable()
export class ChatRooms {
  private namespace?: ChatNamespace;

  attach(namespace: ChatNamespace): void {
    this.namespace = namespace;
  }

  get chat(): ChatNamespace {
    if (!this.namespace) throw new Error('The chat gateway has not started yet');
    return this.namespace;
  }

  /** Reaches the rooms' sockets on every instance. */
  emit<Event extends keyof ChatServerToClientEvents>(
    rooms: string | string[],
    event: Event,
    ...payload: Parameters<ChatServerToClientEvents[Event]>
  ): void {
    this.chat.to(rooms).emit(event, ...payload);
  }

  /** The rooms' sockets on every instance (through the adapter). */
  socketsIn(room: string): Promise<ChatRemoteSocket[]> {
    return this.chat.in(room).fetchSockets();
  }

  /** The rooms' sockets connected to this instance, each once. */
  localSocketsIn(rooms: string[]): ChatSocket[] {
    const ids = new Set(rooms.flatMap((room) => [...(this.chat.adapter.rooms.get(room) ?? [])]));
    return [...ids].flatMap((id) => this.chat.sockets.get(id) ?? []);
  }
}
