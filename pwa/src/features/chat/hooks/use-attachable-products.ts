import type { ChatProductCard } from '@shop/contracts/chat/chat-events';
import { useQuery } from '@tanstack/react-query';
import { centsToDollars } from '@shop/contracts/money';
import { readFavourites } from '../../../offline/favourites-store';
import { getPartProducts } from '../../catalogue/api/get-part-products';
import type { Product } from '../../catalogue/product-model';
import { productCardPrice } from '../../catalogue/product-price';
import { chatQueryKeys } from '../api/chat-query-keys';

/**
 * The products a shopper is likely to ask about: the one on screen (if any) first, then their
 * favourites, read fresh in one call; products no longer listed are left out, as the server would refuse them.
 */
export function useAttachableProducts(currentProductId: string | null) {
  return useQuery({
    queryKey: chatQueryKeys.ownProductCards(currentProductId),
    queryFn: async (): Promise<ChatProductCard[]> => {
      const favourites = await readFavourites();
      const ids = [...new Set([...(currentProductId ? [currentProductId] : []), ...favourites.map((favourite) => favourite.proid)])];
      const products = new Map((await getPartProducts(ids)).map((product) => [product._id, product]));
      return ids.flatMap((id) => {
        const product = products.get(id);
        return product ? [toProductCard(product)] : [];
      });
    },
  });
}

/** A product as the card a message attaches, at the price its catalogue card shows. */
export function toProductCard(product: Pick<Product, '_id' | 'ProductName' | 'Cover' | 'SubTypeSet'>): ChatProductCard {
  const price = productCardPrice(product);
  return {
    kind: 'product',
    id: product._id,
    name: product.ProductName,
    cover: product.Cover,
    price: centsToDollars(price?.currentCents ?? 0),
  };
}
