import type { QueryFilter, SortOrder } from 'mongoose';
import { CATALOGUE_STATUSES, type CatalogueFilter, type CatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';
import type { CatalogueOptions, CatalogueSort } from '@shop/contracts/catalogue/catalogue-options';
import { nameSearchCondition, type SearchRead, typoSearchCondition } from './name-search.js';
import type { Product } from './schemas/product.schema.js';

export const BLIND_BOX_CATEGORY = 'Blind Box';
export const INVALID_STATUS_MESSAGE = `Status must be one of ${CATALOGUE_STATUSES.join(', ')}`;
export const INVALID_FILTER_MESSAGE = 'Filter must be all, name_{keyword}, {category}_product or {ip}_ip';

type Condition = QueryFilter<Product>;

/** A product with a sub-type for sale in stock (in-stock.ts). */
const IN_STOCK: Condition = { InStock: true };

/**
 * Each sort with _id last, so pages stay stable; each is an index of product.schema.ts behind the listed
 * products, alone or with one category or IP, and in stock or not, so a sorted page is an index walk (bounded by
 * the price range when sorted by price) and its count an index count, whatever the catalogue's size.
 */
const SORTS: Record<CatalogueSort, Record<string, SortOrder>> = {
  newest: { createdAt: -1, _id: -1 },
  price_asc: { ShopPrice: 1, _id: 1 },
  price_desc: { ShopPrice: -1, _id: -1 },
  best_selling: { UnitsSold: -1, _id: 1 },
};
const BY_NAME: Record<string, SortOrder> = { ProductName: 1, _id: 1 };

export function parseCatalogueStatus(raw: string): CatalogueStatus | undefined {
  return CATALOGUE_STATUSES.find((status) => status === raw);
}

/** What a shopper may see under a tab, filter and options, to find a page or count it: listed products only, always. */
export function catalogueQuery(
  status: CatalogueStatus,
  filter: CatalogueFilter,
  options: CatalogueOptions = {},
  read: SearchRead = 'page',
): Condition {
  return combined([statusCondition(status), filterCondition(filter, read), ...optionConditions(options)]);
}

/** The same with a search read tolerating a typo per word; undefined when there is no search or it cannot bear one. */
export function typoCatalogueQuery(
  status: CatalogueStatus,
  filter: CatalogueFilter,
  options: CatalogueOptions = {},
  read: SearchRead = 'page',
): Condition | undefined {
  const search = filter.kind === 'name' ? typoSearchCondition(filter.keyword, read) : undefined;
  return search && combined([statusCondition(status), search, ...optionConditions(options)]);
}

// $and, because a tab, a filter and the options may all constrain Category (blindBox + Keychains_product).
function combined(conditions: Condition[]): Condition {
  const narrowing = conditions.filter((condition) => Object.keys(condition).length > 0);
  return narrowing.length > 0 ? { Display: true, $and: narrowing } : { Display: true };
}

export const RELATED_PRODUCTS_LIMIT = 4;

/** The queries of a product's related products (products.service.ts), in the order they are tried: its characters, then its categories. */
export function relatedProductQueries(product: Pick<Product, 'IP' | 'Category'> & { _id: unknown }) {
  const others = [IN_STOCK, { _id: { $ne: product._id } }];
  const sort = SORTS.best_selling;
  return [
    ...product.IP.map((ip) => ({ query: combined([{ IP: ip }, ...others]), sort })),
    ...product.Category.map((category) => ({ query: combined([{ Category: category }, ...others]), sort })),
  ];
}

/** Without a sort asked for (relevance): `new` is newest first, the other tabs list by name. */
export function catalogueSort(status: CatalogueStatus, sort?: CatalogueSort): Record<string, SortOrder> {
  if (sort) return SORTS[sort];
  return status === 'new' ? SORTS.newest : BY_NAME;
}

function statusCondition(status: CatalogueStatus): Condition {
  switch (status) {
    case 'blindBox':
      return { Category: BLIND_BOX_CATEGORY };
    case 'sale':
      return { SubTypeSet: { $elemMatch: { SalePrice: { $ne: null } } } };
    default:
      return {};
  }
}

function filterCondition(filter: CatalogueFilter, read: SearchRead): Condition {
  switch (filter.kind) {
    case 'name':
      return nameSearchCondition(filter.keyword, read);
    case 'product':
      return { Category: filter.value };
    case 'ip':
      return { IP: filter.value };
    default:
      return {};
  }
}

function optionConditions({ inStock, min, max, category, ip }: CatalogueOptions): Condition[] {
  const price = { ...(min !== undefined && { $gte: min }), ...(max !== undefined && { $lte: max }) };
  return [
    category ? { Category: category } : {},
    ip ? { IP: ip } : {},
    inStock ? IN_STOCK : {},
    Object.keys(price).length > 0 ? { ShopPrice: price } : {},
  ];
}
