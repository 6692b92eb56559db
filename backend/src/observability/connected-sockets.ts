import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ChatRooms } from '../chat/chat-rooms.js';
import { ShopMetricsService } from './shop-metrics.service.js';

/** Reads the chat's connected sockets at each scrape, so the chat needs no counting code of its own. */
@Injectable()
export class ConnectedSockets implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly metrics: ShopMetricsService,
  ) {}

  onApplicationBootstrap(): void {
    const rooms = this.moduleRef.get(ChatRooms, { strict: false });
    this.metrics.countConnectedSocketsWith(() => rooms.namespace.sockets.size);
  }
}
