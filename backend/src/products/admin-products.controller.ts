import { Body, Controller, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  type AddProductBody,
  INVALID_PRODUCT_ID_MESSAGE,
  productBodySchemas,
  type ReviseProductBody,
} from '@shop/contracts/products/product-bodies';
import { type AdminProductListQuery, adminProductListQuerySchema } from '@shop/contracts/products/admin-product-list-query';
import {
  type AddProductResponse,
  addProductResponseSchema,
  type AdminListProductResponse,
  type AdminProductsPageResponse,
  adminProductsPageResponseSchema,
  type GetAdminProductResponse,
  getAdminProductResponseSchema,
} from '@shop/contracts/products/admin-product';
import { type AdminMessageResponse, adminMessageResponseSchema } from '@shop/contracts/admin-messages/admin-answer';
import { productFormMessages } from '@shop/contracts/admin-messages/form-messages';
import { INVALID_PAGE_MESSAGE } from '@shop/contracts/pagination';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { englishRuleWords } from '../common/admin-rule-words.js';
import { parseObjectId } from '../common/object-id.js';
import { parsePageNumber } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AdminProductsService } from './admin-products.service.js';
import { toProductResponse } from './product.mapper.js';
import type { ProductRecord } from './schemas/product.schema.js';
import { lowestStock } from './stock-levels.js';

const messages = ADMIN_MESSAGES.product;
const productWords = englishRuleWords();
const productBodies = productBodySchemas(productFormMessages(productWords.say));
const listWords = englishRuleWords();
const listQuerySchema = adminProductListQuerySchema(listWords.sayEach(ADMIN_MESSAGES.productList));
const listQueryPipe = new ZodValidationPipe(listQuerySchema, listWords);

/** The back office's product calls; every one is for admins only. */
@Controller('products')
@UseGuards(AdminGuard)
export class AdminProductsController {
  constructor(private readonly adminProducts: AdminProductsService) {}

  @Post('addProduct')
  @Contract({ summary: 'Adds a product', access: 'admin', errors: [400], body: productBodies.add, answer: addProductResponseSchema })
  async addProduct(@Body(new ZodValidationPipe(productBodies.add, productWords)) body: AddProductBody): Promise<AddProductResponse> {
    const proID = await this.adminProducts.addProduct(body);
    return { success: true, ...adminAnswerMessage(messages.added), proID };
  }

  @Patch('reviseProduct')
  @Contract({
    summary: 'Revises a product (409 when it changed since it was loaded)',
    access: 'admin',
    errors: [400, 404, 409],
    body: productBodies.revise,
    answer: adminMessageResponseSchema,
  })
  async reviseProduct(
    @Body(new ZodValidationPipe(productBodies.revise, productWords)) body: ReviseProductBody,
  ): Promise<AdminMessageResponse> {
    await this.adminProducts.reviseProduct(body);
    return { success: true, ...adminAnswerMessage(messages.revised) };
  }

  /**
   * Listed and unlisted products, newest first (the shopper's getProducts only ever lists listed ones),
   * or as the query searches and filters them; each with the stock of its scarcest sub-type for sale.
   */
  @Get('admin/getProducts/:page')
  @Contract({
    summary:
      'A page of every product, listed or not, or of those matching ?q= (name), ?stock=low and ?listing=listed|unlisted; each with its LowestStock',
    access: 'admin',
    errors: [400],
    query: listQuerySchema,
    answer: adminProductsPageResponseSchema,
  })
  async getProducts(
    @Param('page', new ParseOrRejectPipe(parsePageNumber, INVALID_PAGE_MESSAGE)) page: number,
    @Query(listQueryPipe) query: AdminProductListQuery,
  ): Promise<AdminProductsPageResponse> {
    const { items, total } = await this.adminProducts.findPage(page, query);
    return { success: true, products: items.map(toAdminListProduct), totalItemNum: total, ...adminAnswerMessage(messages.listLoaded) };
  }

  @Get('admin/getProduct/:proid')
  @Contract({ summary: 'Any product, listed or not', access: 'admin', errors: [400, 404], answer: getAdminProductResponseSchema })
  async getProduct(
    @Param('proid', new ParseOrRejectPipe(parseObjectId, INVALID_PRODUCT_ID_MESSAGE)) id: string,
  ): Promise<GetAdminProductResponse> {
    const product = await this.adminProducts.findProduct(id);
    return { success: true, product: toProductResponse(product), ...adminAnswerMessage(messages.loaded) };
  }
}

function toAdminListProduct(product: ProductRecord): AdminListProductResponse {
  return { ...toProductResponse(product), LowestStock: lowestStock(product.SubTypeSet) };
}
