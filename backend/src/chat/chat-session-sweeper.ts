import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { SESSIONS_COLLECTION } from '../auth/session.middleware.js';
import { ChatHandshake } from './chat-handshake.js';
import { ChatRooms } from './chat-rooms.js';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * A socket is admitted with a session, but the session can end while the socket stays open (logout,
 * a password reset ending every session, expiry). Once a minute, each instance drops its sockets
 * whose session is gone, so that the chat never outlives the login by more than that.
 */
@Injectable()
export class ChatSessionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ChatSessions');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly rooms: ChatRooms,
    private readonly handshake: ChatHandshake,
    @InjectConnection() private readonly connection: mongoose.Connection,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn(`Could not check chat sessions: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Disconnects this instance's sockets whose session has ended. */
  async sweep(): Promise<void> {
    const sockets = [...this.rooms.namespace.sockets.values()];
    if (sockets.length === 0) return;
    const sessionIdOf = (socket: (typeof sockets)[number]) => this.handshake.sessionIdOf(socket) ?? '';
    const live = await this.connection
      .collection<{ _id: string }>(SESSIONS_COLLECTION)
      .find({ _id: { $in: sockets.map(sessionIdOf) }, expires: { $gt: new Date() } }, { projection: { _id: 1 } })
      .toArray();
    const liveIds = new Set(live.map((session) => session._id));
    for (const socket of sockets) if (!liveIds.has(sessionIdOf(socket))) socket.disconnect(true);
  }
}
