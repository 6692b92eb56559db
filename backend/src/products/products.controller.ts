import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { INVALID_PRODUCT_ID_MESSAGE } from '@shop/contracts/products/product-bodies';
import {
  getProductResponseSchema,
  type GetProductResponse,
  type PartProductsBody,
  partProductsBodySchema,
  partProductsResponseSchema,
  type PartProductsResponse,
  productsPageResponseSchema,
  type ProductsPageResponse,
  relatedProductsResponseSchema,
  type RelatedProductsResponse,
} from '@shop/contracts/products/product';
import { type CatalogueFilter, type CatalogueStatus, parseCatalogueFilter } from '@shop/contracts/catalogue/catalogue-filter';
import type { CatalogueOptions } from '@shop/contracts/catalogue/catalogue-options';
import { catalogueOptionsQuerySchema } from '@shop/contracts/catalogue/catalogue-options-schema';
import { Contract } from '../common/api-contract.decorator.js';
import { parseObjectId } from '../common/object-id.js';
import { INVALID_PAGE_MESSAGE } from '@shop/contracts/pagination';
import { parsePageNumber } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { INVALID_FILTER_MESSAGE, INVALID_STATUS_MESSAGE, parseCatalogueStatus } from './catalogue-query.js';
import { CatalogueEtagInterceptor } from './catalogue-etag.interceptor.js';
import { toPartProductResponse, toProductResponse } from './product.mapper.js';
import { ProductsService } from './products.service.js';

@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('getProducts/:status/:filter/:page')
  @UseInterceptors(CatalogueEtagInterceptor)
  @Contract({
    summary:
      'A catalogue page: status new, all, blindBox or sale; filter all, {typeOrIp}_{kind} or name_{keyword}; query sort (price_asc, price_desc, newest, best_selling), inStock=1, min, max, category, ip',
    access: 'public',
    errors: [400],
    query: catalogueOptionsQuerySchema,
    answer: productsPageResponseSchema,
  })
  async getProducts(
    @Param('status', new ParseOrRejectPipe(parseCatalogueStatus, INVALID_STATUS_MESSAGE)) status: CatalogueStatus,
    @Param('filter', new ParseOrRejectPipe(parseCatalogueFilter, INVALID_FILTER_MESSAGE)) filter: CatalogueFilter,
    @Param('page', new ParseOrRejectPipe(parsePageNumber, INVALID_PAGE_MESSAGE)) page: number,
    @Query(new ZodValidationPipe(catalogueOptionsQuerySchema)) options: CatalogueOptions,
  ): Promise<ProductsPageResponse> {
    const { items, total } = await this.products.findCataloguePage(status, filter, page, options);
    return { success: true, products: items.map(toProductResponse), totalItemNum: total, message: 'Products loaded' };
  }

  @Get('getProduct/:proid')
  @UseInterceptors(CatalogueEtagInterceptor)
  @Contract({ summary: 'A listed product', access: 'public', errors: [400, 404], answer: getProductResponseSchema })
  async getProduct(
    @Param('proid', new ParseOrRejectPipe(parseObjectId, INVALID_PRODUCT_ID_MESSAGE)) id: string,
  ): Promise<GetProductResponse> {
    const product = await this.products.findListedProduct(id);
    return { success: true, product: toProductResponse(product), message: 'Product loaded' };
  }

  /** Up to four listed products in stock of the same character (IP) or category, best-selling first. */
  @Get('getRelatedProducts/:proid')
  @UseInterceptors(CatalogueEtagInterceptor)
  @Contract({
    summary: 'Up to 4 listed products in stock of the same character (IP) or category as a listed product',
    access: 'public',
    errors: [400, 404],
    answer: relatedProductsResponseSchema,
  })
  async getRelatedProducts(
    @Param('proid', new ParseOrRejectPipe(parseObjectId, INVALID_PRODUCT_ID_MESSAGE)) id: string,
  ): Promise<RelatedProductsResponse> {
    const products = await this.products.findRelatedProducts(id);
    return { success: true, products: products.map(toProductResponse), message: 'Related products loaded' };
  }

  @Post('getPartProducts')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'The listed products among proids (cart, favourites)',
    access: 'public',
    errors: [400],
    body: partProductsBodySchema,
    answer: partProductsResponseSchema,
  })
  async getPartProducts(@Body(new ZodValidationPipe(partProductsBodySchema)) body: PartProductsBody): Promise<PartProductsResponse> {
    const products = await this.products.findListedProducts(body.proids);
    return { success: true, products: products.map(toPartProductResponse), message: 'Products loaded' };
  }
}
