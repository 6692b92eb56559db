import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { Trimmed } from '../../common/validation/string-transforms.js';

export const PRODUCT_LISTINGS = ['listed', 'unlisted'] as const;
export type ProductListing = (typeof PRODUCT_LISTINGS)[number];
export const STOCK_FILTERS = ['low'] as const;
export const MAX_PRODUCT_SEARCH_LENGTH = 100;
const messages = ADMIN_MESSAGES.product;

/** The back office's product list: `?q=` searches names (blank: no search), `stock=low` and `listing=` narrow it; all optional. */
export class AdminProductListQueryDto {
  @IsOptional()
  @MaxLength(MAX_PRODUCT_SEARCH_LENGTH, { message: messages.listSearchTooLong(MAX_PRODUCT_SEARCH_LENGTH) })
  @IsString({ message: messages.listSearchNotText })
  @Trimmed()
  q?: string;

  @IsOptional()
  @IsIn(STOCK_FILTERS, { message: messages.listStockInvalid(STOCK_FILTERS) })
  stock?: (typeof STOCK_FILTERS)[number];

  @IsOptional()
  @IsIn(PRODUCT_LISTINGS, { message: messages.listListingInvalid(PRODUCT_LISTINGS) })
  listing?: ProductListing;
}
