import { Module } from '@nestjs/common';
import { connectRedis } from '../database/redis-connection.js';
import { APP_CONFIG } from '../config/app-config.js';
import { RATE_LIMIT_REDIS, RateLimitService } from './rate-limit.service.js';

@Module({
  providers: [{ provide: RATE_LIMIT_REDIS, inject: [APP_CONFIG], useFactory: connectRedis }, RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
