import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ShopMetricsService } from '../observability/shop-metrics.service.js';
import { ChatRooms } from './chat-rooms.js';

/** Reports the chat's connected sockets at each metrics scrape, so the chat needs no counting code of its own. */
@Injectable()
export class ChatSocketMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly rooms: ChatRooms,
    private readonly metrics: ShopMetricsService,
  ) {}

  onApplicationBootstrap(): void {
    this.metrics.countConnectedSocketsWith(() => this.rooms.namespace.sockets.size);
  }
}
