import { Inject, UseFilters } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { SESSION_MIDDLEWARE } from '../auth/auth.tokens.js';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CHAT_SOCKET_LIMITS } from '../config/limits.js';
import { ChatAckExceptionFilter } from './chat-ack.filter.js';
import { ChatEventBudgets } from './chat-event-budget.js';
import { ChatCluster } from './chat-cluster.js';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  type MarkReadRequest,
  type SendMessageRequest,
  type SetTypingRequest,
} from '@shop/contracts/chat/chat-events';
import { markReadRequestSchema, sendMessageRequestSchema, setTypingRequestSchema } from '@shop/contracts/chat/chat-socket-payloads';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ChatHandshake } from './chat-handshake.js';
import { ChatRooms } from './chat-rooms.js';
import type { ChatNamespace, ChatSocket } from './chat-socket.js';
import { ChatService } from './chat.service.js';
import { MessageDeliveryService } from './message-delivery.service.js';

/** The live chat's socket: same origin as the API (no CORS), on the app's own HTTP server. */
@WebSocketGateway({
  namespace: CHAT_NAMESPACE,
  path: CHAT_SOCKET_PATH,
  serveClient: false,
  maxHttpBufferSize: CHAT_SOCKET_LIMITS.maxPacketBytes,
})
@UseFilters(ChatAckExceptionFilter)
export class ChatGateway implements OnGatewayInit<ChatNamespace>, OnGatewayConnection<ChatSocket>, OnGatewayDisconnect<ChatSocket> {
  constructor(
    private readonly chat: ChatService,
    private readonly rooms: ChatRooms,
    private readonly cluster: ChatCluster,
    private readonly handshake: ChatHandshake,
    private readonly delivery: MessageDeliveryService,
    private readonly budgets: ChatEventBudgets,
    @Inject(SESSION_MIDDLEWARE) private readonly sessionMiddleware: RequestHandler,
  ) {}

  afterInit(namespace: ChatNamespace): void {
    // socket.io's documented way to share the API's sessions: the handshake request gets its req.session.
    namespace.server.engine.use(this.sessionMiddleware);
    this.cluster.attach(namespace.server);
    this.rooms.attach(namespace);
    this.handshake.attach(namespace);
    this.budgets.attach(namespace);
    this.delivery.listenToCluster();
  }

  handleConnection(socket: ChatSocket): Promise<void> {
    return this.chat.connect(socket);
  }

  handleDisconnect(socket: ChatSocket, reason: string): Promise<void> {
    return this.chat.disconnect(socket, reason);
  }

  @SubscribeMessage(CHAT_CLIENT_EVENTS.sendMessage)
  send(@ConnectedSocket() socket: ChatSocket, @MessageBody(new ZodValidationPipe(sendMessageRequestSchema)) request: SendMessageRequest) {
    return this.chat.send(socket, request);
  }

  @SubscribeMessage(CHAT_CLIENT_EVENTS.markRead)
  markRead(@ConnectedSocket() socket: ChatSocket, @MessageBody(new ZodValidationPipe(markReadRequestSchema)) request: MarkReadRequest) {
    return this.chat.markRead(socket, request);
  }

  @SubscribeMessage(CHAT_CLIENT_EVENTS.setTyping)
  setTyping(@ConnectedSocket() socket: ChatSocket, @MessageBody(new ZodValidationPipe(setTypingRequestSchema)) request: SetTypingRequest) {
    return this.chat.setTyping(socket, request);
  }
}
