import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../config/app-config.js';
import { registerMigrations } from '../database/migrations/migration-registry.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductsModule } from '../products/products.module.js';
import { ChatAttachmentsService } from './chat-attachments.service.js';
import { connectRedis } from '../database/redis-connection.js';
import { CHAT_REDIS, ChatCluster, chatAdapterProvider } from './chat-cluster.js';
import { ChatSocketMetrics } from './chat-socket-metrics.js';
import { ChatEventBudgets } from './chat-event-budget.js';
import { ChatHandshake } from './chat-handshake.js';
import { ChatInboxService } from './chat-inbox.service.js';
import { ChatMessageRateLimit } from './chat-message-rate-limit.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatPresence } from './chat-presence.js';
import { ChatRooms } from './chat-rooms.js';
import { ChatSessionSweeper } from './chat-session-sweeper.js';
import { chatUnreadCountsMigration } from './chat-unread-counts.migration.js';
import { ChatController } from './chat.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatService } from './chat.service.js';
import { ConversationsService } from './conversations.service.js';
import { MessageDeliveryService } from './message-delivery.service.js';
import { ChatMessage, ChatMessageSchema } from './schemas/chat-message.schema.js';
import { Conversation, ConversationSchema } from './schemas/conversation.schema.js';

/**
 * Live chat between shoppers and the shop's admins: a socket.io gateway on the app's HTTP server
 * (sharing the API's session cookie), HTTP reads for history, the conversation list and the shopper's
 * context, and with REDIS_URL the Redis adapter that joins several backend instances.
 */
@Module({
  imports: [
    AuthModule,
    OrdersModule,
    ProductsModule,
    MongooseModule.forFeature([
      { name: Conversation.name, schema: ConversationSchema },
      { name: ChatMessage.name, schema: ChatMessageSchema },
    ]),
  ],
  controllers: [ChatController],
  providers: [
    { provide: CHAT_REDIS, inject: [APP_CONFIG], useFactory: connectRedis },
    chatAdapterProvider,
    ChatCluster,
    ChatRooms,
    ChatSocketMetrics,
    ChatHandshake,
    ChatEventBudgets,
    ChatPresence,
    ConversationsService,
    ChatMessageRateLimit,
    ChatMessagesService,
    ChatAttachmentsService,
    MessageDeliveryService,
    ChatInboxService,
    ChatService,
    ChatSessionSweeper,
    ChatGateway,
    registerMigrations(chatUnreadCountsMigration),
  ],
  // The dashboard's unread summary.
  exports: [ConversationsService],
})
export class ChatModule {}
