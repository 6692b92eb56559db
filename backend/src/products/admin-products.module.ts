import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsService } from './admin-products.service.js';
import { ProductsModule } from './products.module.js';

/** The back office's product calls (admins only), beside the storefront's ProductsModule. */
@Module({
  imports: [ProductsModule, UploadsModule],
  controllers: [AdminProductsController],
  providers: [AdminProductsService],
})
export class AdminProductsModule {}
