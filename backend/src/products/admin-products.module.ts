import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsService } from './admin-products.service.js';
import { CatalogueCacheModule } from './catalogue-cache.module.js';
import { ProductCsvController } from './product-csv.controller.js';
import { ProductExportService } from './product-export.service.js';
import { ProductImportService } from './product-import.service.js';
import { ProductsModule } from './products.module.js';
import { Product, ProductSchema } from './schemas/product.schema.js';

/** The back office's product calls (admins only): forms, lists and the CSV import and export; beside the storefront's ProductsModule. */
@Module({
  imports: [
    ProductsModule,
    CatalogueCacheModule,
    UploadsModule,
    MongooseModule.forFeature([{ name: Product.name, schema: ProductSchema }]),
  ],
  controllers: [AdminProductsController, ProductCsvController],
  providers: [AdminProductsService, ProductImportService, ProductExportService],
})
export class AdminProductsModule {}
