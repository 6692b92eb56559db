import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsService } from './admin-products.service.js';
import { ProductsModule } from './products.module.js';

/**
 * The back office's product calls. A module of its own because AdminGuard needs the users, and the
 * users module already imports ProductsModule (favourites): ProductsModule cannot import it back.
 */
@Module({
  imports: [ProductsModule, AuthModule, UploadsModule],
  controllers: [AdminProductsController],
  providers: [AdminProductsService],
})
export class AdminProductsModule {}
