import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { registerMigrations } from '../database/migrations/migration-registry.js';
import { CatalogueCacheModule } from './catalogue-cache.module.js';
import { productCatalogueFieldsMigration } from './product-catalogue-fields.migration.js';
import { productInStockMigration } from './product-in-stock.migration.js';
import { ProductListingsService } from './product-listings.service.js';
import { ProductSeedingService } from './product-seeding.service.js';
import { ProductStockService } from './product-stock.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';
import { Product, ProductSchema } from './schemas/product.schema.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: Product.name, schema: ProductSchema }]), CatalogueCacheModule],
  controllers: [ProductsController],
  providers: [
    ProductsService,
    ProductStockService,
    ProductListingsService,
    ProductSeedingService,
    registerMigrations(productCatalogueFieldsMigration, productInStockMigration),
  ],
  exports: [ProductsService, ProductStockService, ProductListingsService, ProductSeedingService],
})
export class ProductsModule {}
