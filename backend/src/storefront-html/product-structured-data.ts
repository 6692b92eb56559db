import type { ItemAvailability, Offer, Product, WithContext } from 'schema-dts';
import type { ProductRecord, SubType } from '../products/schemas/product.schema.js';

const CURRENCY = 'USD';
const IN_STOCK: ItemAvailability = 'https://schema.org/InStock';
const OUT_OF_STOCK: ItemAvailability = 'https://schema.org/OutOfStock';

/** schema.org Product with one Offer per sub-type, at the price the cart charges today (the sale price when set). */
export function productStructuredData(product: ProductRecord, urls: { page: string; cover: string }): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': urls.page,
    name: product.ProductName,
    description: product.Description,
    image: urls.cover,
    url: urls.page,
    category: product.Category.join(', ') || undefined,
    brand: product.IP.length > 0 ? { '@type': 'Brand', name: product.IP.join(', ') } : undefined,
    offers: product.SubTypeSet.map((subType) => subTypeOffer(subType, urls.page)),
  };
}

function subTypeOffer(subType: SubType, pageUrl: string): Offer {
  return {
    '@type': 'Offer',
    name: subType.Name,
    price: subType.SalePrice ?? subType.Price,
    priceCurrency: CURRENCY,
    availability: subType.LeftNum > 0 ? IN_STOCK : OUT_OF_STOCK,
    url: pageUrl,
  };
}
