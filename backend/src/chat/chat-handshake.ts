import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { SESSION_MIDDLEWARE } from '../auth/auth.tokens.js';
import { toAuthenticatedUser } from '../users/user.mapper.js';
import { describeException } from '../common/all-exceptions.filter.js';
import { shopOriginCheck, type ShopOriginCheck } from '../auth/shop-origin.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { exceedsPayloadLimits } from './chat-event-budget.js';
import { CHAT_ERRORS, type LastSeenSeq } from '@shop/contracts/chat/chat-events';
import { chatHandshakeAuthSchema } from '@shop/contracts/chat/chat-socket-payloads';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import type { ChatNamespace, ChatSocket } from './chat-socket.js';

const handshakeAuthPipe = new ZodValidationPipe(chatHandshakeAuthSchema);

type EngineRequest = IncomingMessage & { _query?: Record<string, string> };
type EngineMiddleware = (request: EngineRequest, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Admits a socket with the same session cookie as the HTTP API: the session middleware runs on the
 * engine's handshake request, then the namespace checks its user (and refuses pages of other sites).
 */
@Injectable()
export class ChatHandshake {
  private readonly logger = new Logger('ChatHandshake');
  private readonly isShopOrigin: ShopOriginCheck;
  private readonly lastSeenBySocket = new WeakMap<ChatSocket, LastSeenSeq[]>();

  constructor(
    @Inject(SESSION_MIDDLEWARE) private readonly sessionMiddleware: RequestHandler,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    this.isShopOrigin = shopOriginCheck(config);
  }

  attach(namespace: ChatNamespace): void {
    namespace.server.engine.use(onlyOnHandshake(this.sessionMiddleware as unknown as EngineMiddleware));
    namespace.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: unknown) => next(this.toConnectError(error)),
      );
    });
  }

  /** The catch-up the client asked for in its handshake; answered once. */
  takeLastSeen(socket: ChatSocket): LastSeenSeq[] {
    const lastSeen = this.lastSeenBySocket.get(socket) ?? [];
    this.lastSeenBySocket.delete(socket);
    return lastSeen;
  }

  private async admit(socket: ChatSocket): Promise<void> {
    // A browser names the page that opens a socket; a page of another site must not ride on the cookie.
    const { origin, host } = socket.request.headers;
    if (origin !== undefined && !this.isShopOrigin(origin, host)) throw new ForbiddenException(CHAT_ERRORS.crossSite);
    const userId = (socket.request as Request).session?.userId;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new UnauthorizedException(CHAT_ERRORS.notLoggedIn);
    if (exceedsPayloadLimits([socket.handshake.auth])) throw new BadRequestException(CHAT_ERRORS.eventTooLarge);
    const auth = handshakeAuthPipe.transform(socket.handshake.auth);
    socket.data.user = toAuthenticatedUser(user);
    this.lastSeenBySocket.set(socket, auth.lastSeen ?? []);
  }

  /** connect_error carries the message only; internals are logged, never sent. */
  private toConnectError(error: unknown): Error {
    const { status, message } = describeException(error);
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return new Error(message);
  }
}

/** The session is read once per connection, not on every long-polling request that follows. */
function onlyOnHandshake(middleware: EngineMiddleware): EngineMiddleware {
  return (request, response, next) => {
    if (request._query?.sid === undefined) middleware(request, response, next);
    else next();
  };
}
