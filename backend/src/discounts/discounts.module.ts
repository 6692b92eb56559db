import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminDiscountsController } from './admin-discounts.controller.js';
import { DiscountsService } from './discounts.service.js';
import { DiscountCode, DiscountCodeSchema } from './schemas/discount-code.schema.js';

/** Discount codes (issue 33): the back office's, and the uses checkouts take. */
@Module({
  imports: [MongooseModule.forFeature([{ name: DiscountCode.name, schema: DiscountCodeSchema }])],
  controllers: [AdminDiscountsController],
  providers: [DiscountsService],
  exports: [DiscountsService],
})
export class DiscountsModule {}
