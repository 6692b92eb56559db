import type { QueryFilter, SortOrder } from 'mongoose';
import { CATALOGUE_STATUSES, type CatalogueFilter, type CatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';
import { nameSearchCondition } from './name-search.js';
import type { Product } from './schemas/product.schema.js';

export const BLIND_BOX_CATEGORY = 'Blind Box';
export const INVALID_STATUS_MESSAGE = `Status must be one of ${CATALOGUE_STATUSES.join(', ')}`;
export const INVALID_FILTER_MESSAGE = 'Filter must be all, name_{keyword}, {category}_product or {ip}_ip';

export function parseCatalogueStatus(raw: string): CatalogueStatus | undefined {
  return CATALOGUE_STATUSES.find((status) => status === raw);
}

/** What a shopper may see under a tab and filter: listed products only, always. */
export function catalogueQuery(status: CatalogueStatus, filter: CatalogueFilter): QueryFilter<Product> {
  // $and, because a tab and a filter may both constrain Category (blindBox + Keychains_product).
  const conditions = [statusCondition(status), filterCondition(filter)].filter((condition) => Object.keys(condition).length > 0);
  return conditions.length > 0 ? { Display: true, $and: conditions } : { Display: true };
}

/** `new` is newest first; the other tabs list by name, with _id keeping pages stable. */
export function catalogueSort(status: CatalogueStatus): Record<string, SortOrder> {
  return status === 'new' ? { createdAt: -1, _id: -1 } : { ProductName: 1, _id: 1 };
}

function statusCondition(status: CatalogueStatus): QueryFilter<Product> {
  switch (status) {
    case 'blindBox':
      return { Category: BLIND_BOX_CATEGORY };
    case 'sale':
      return { SubTypeSet: { $elemMatch: { SalePrice: { $ne: null } } } };
    default:
      return {};
  }
}

function filterCondition(filter: CatalogueFilter): QueryFilter<Product> {
  switch (filter.kind) {
    case 'all':
      return {};
    case 'name':
      return nameSearchCondition(filter.keyword);
    case 'product':
      return { Category: filter.value };
    case 'ip':
      return { IP: filter.value };
  }
}
