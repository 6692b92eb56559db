import type { PartProduct } from '../catalogue/api/get-part-products';
import { productCardPrice } from '../catalogue/product-price';
import type { FavouriteSnapshot } from '../../offline/shop-database';

/** What the Fav drawer keeps of a product: its picture, name and card price. */
export function favouriteSnapshot(product: Pick<PartProduct, 'ProductName' | 'Cover' | 'SubTypeSet'>): FavouriteSnapshot {
  const price = productCardPrice(product);
  return {
    name: product.ProductName,
    cover: product.Cover,
    priceCents: price?.currentCents ?? 0,
    ...(price?.originalCents !== undefined && { originalCents: price.originalCents }),
  };
}
