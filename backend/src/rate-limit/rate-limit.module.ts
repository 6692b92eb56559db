import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitService } from './rate-limit.service.js';
import { RateLimitCounter, RateLimitCounterSchema } from './schemas/rate-limit-counter.schema.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }])],
  providers: [RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
