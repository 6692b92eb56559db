import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductsModule } from '../products/products.module.js';
import { AccountCartController } from './account-cart.controller.js';
import { AccountCartService } from './account-cart.service.js';
import { AccountCart, AccountCartSchema } from './schemas/account-cart.schema.js';

/** The cart a logged-in shopper's devices share (issue 33). */
@Module({
  imports: [ProductsModule, MongooseModule.forFeature([{ name: AccountCart.name, schema: AccountCartSchema }])],
  controllers: [AccountCartController],
  providers: [AccountCartService],
  exports: [AccountCartService],
})
export class CartsModule {}
