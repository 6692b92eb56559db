import type { IncomingMessage } from 'node:http';
import { BadRequestException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { describeException } from '../common/all-exceptions.filter.js';
import { shopOriginCheck, type ShopOriginCheck } from '../auth/shop-origin.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { exceedsPayloadLimits } from './chat-event-budget.js';
import type { SessionData } from 'express-session';
import { sessionUserOf } from '../common/auth/session-user.js';
import { CHAT_ERRORS, type LastSeenSeq } from '@shop/contracts/chat/chat-events';
import { chatHandshakeAuthSchema } from '@shop/contracts/chat/chat-socket-payloads';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import type { ChatNamespace, ChatSocket } from './chat-socket.js';

const handshakeAuthPipe = new ZodValidationPipe(chatHandshakeAuthSchema);

/** A handshake request once express-session has read its cookie. */
type SessionRequest = IncomingMessage & { session?: Partial<SessionData>; sessionID: string };

/**
 * Who the socket's session logs in, as the HTTP guards read it: the socket.io engine runs the API's session
 * middleware on the handshake (io.engine.use, see ChatGateway), which checks the cookie's signature and the
 * session's expiry.
 */
function loginOf(request: SessionRequest): { sessionId: string; user: AuthenticatedUser } | undefined {
  const user = sessionUserOf(request.session);
  return user && { sessionId: request.sessionID, user };
}

/**
 * Admits a socket with the same session cookie as the HTTP API, read from the handshake request by the
 * namespace (which also refuses pages of other sites).
 */
@Injectable()
export class ChatHandshake {
  private readonly logger = new Logger('ChatHandshake');
  private readonly isShopOrigin: ShopOriginCheck;
  private readonly lastSeenBySocket = new WeakMap<ChatSocket, LastSeenSeq[]>();
  private readonly sessionIdBySocket = new WeakMap<ChatSocket, string>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.isShopOrigin = shopOriginCheck(config);
  }

  attach(namespace: ChatNamespace): void {
    namespace.use((socket, next) => {
      try {
        this.admit(socket);
        next();
      } catch (error) {
        next(this.toConnectError(error));
      }
    });
  }

  /** The catch-up the client asked for in its handshake; answered once. */
  takeLastSeen(socket: ChatSocket): LastSeenSeq[] {
    const lastSeen = this.lastSeenBySocket.get(socket) ?? [];
    this.lastSeenBySocket.delete(socket);
    return lastSeen;
  }

  /** The session the socket was admitted with. */
  sessionIdOf(socket: ChatSocket): string | undefined {
    return this.sessionIdBySocket.get(socket);
  }

  private admit(socket: ChatSocket): void {
    // A browser names the page that opens a socket; a page of another site must not ride on the cookie.
    const { origin, host } = socket.request.headers;
    if (origin !== undefined && !this.isShopOrigin(origin, host)) throw new ForbiddenException(CHAT_ERRORS.crossSite);
    const login = loginOf(socket.request as SessionRequest);
    if (!login) throw new UnauthorizedException(CHAT_ERRORS.notLoggedIn);
    if (exceedsPayloadLimits([socket.handshake.auth])) throw new BadRequestException(CHAT_ERRORS.eventTooLarge);
    const auth = handshakeAuthPipe.transform(socket.handshake.auth);
    socket.data.user = login.user;
    this.sessionIdBySocket.set(socket, login.sessionId);
    this.lastSeenBySocket.set(socket, auth.lastSeen ?? []);
  }

  /** connect_error carries the message only; internals are logged, never sent. */
  private toConnectError(error: unknown): Error {
    const { status, message } = describeException(error);
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return new Error(message);
  }
}
