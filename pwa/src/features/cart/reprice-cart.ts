import { formatUsd, dollarsToCents } from '@shop/contracts/money';
import type { CartLine } from '../../offline/cart-line';
import { readCart, updateCart } from '../../offline/cart-store';
import { getPartProducts, type PartProduct } from '../catalogue/api/get-part-products';
import { cartPrice, withQuantity, type CartOutcome } from './cart-rules';

/** The stored lines brought up to date, and one short sentence per change the shopper should know of. */
export interface RepricedCart extends CartOutcome {
  changes: string[];
}

/**
 * Refreshes the price, name and stock of the lines of the `checked` products from `products`. A line
 * whose product or sub-type is no longer sold becomes unavailable (maxLeft 0); a quantity above a
 * lowered stock is lowered to it. Lines of products added meanwhile are left alone.
 */
export function repriceLines(lines: CartLine[], products: PartProduct[], checked: Set<string>): RepricedCart {
  const byId = new Map(products.map((product) => [product._id, product]));
  const changes: string[] = [];
  const repriced = lines.map((line) => {
    if (!checked.has(line.proid)) return line;
    const label = `${line.proname} (${line.subType})`;
    const product = byId.get(line.proid);
    const subType = product?.SubTypeSet.find((candidate) => candidate.Name === line.subType);
    if (!product || !subType) {
      if (line.maxLeft > 0) changes.push(`${label} is no longer sold`);
      return { ...line, maxLeft: 0 };
    }
    const price = cartPrice(subType);
    const stock = subType.LeftNum;
    const buyNum = stock > 0 ? Math.min(line.buyNum, stock) : line.buyNum;
    if (dollarsToCents(price) !== dollarsToCents(line.proprice)) changes.push(`${label} now costs ${formatUsd(dollarsToCents(price))}`);
    if (stock === 0 && line.maxLeft > 0) changes.push(`${label} is out of stock`);
    else if (buyNum < line.buyNum) changes.push(`${label} has only ${stock} left, so your quantity is now ${buyNum}`);
    return withQuantity({ ...line, proname: product.ProductName, proprice: price, maxLeft: stock }, buyNum);
  });
  const changed = repriced.some((line, index) => JSON.stringify(line) !== JSON.stringify(lines[index]));
  return { lines: changed ? repriced : lines, changes };
}

/** A picture per line (`proid/subType`): the sub-type's own image, else the product's cover. */
export type LinePictures = ReadonlyMap<string, string>;

export interface CartRefresh {
  changes: string[];
  pictures: LinePictures;
}

export function linePictures(products: PartProduct[]): LinePictures {
  return new Map(
    products.flatMap((product) =>
      product.SubTypeSet.map((subType) => [`${product._id}/${subType.Name}`, subType.Img || product.Cover] as const),
    ),
  );
}

/** Asks the server for the current prices and stock of the cart's products and rewrites the stored cart. */
export async function refreshStoredCart(): Promise<CartRefresh> {
  const proids = new Set((await readCart()).map((line) => line.proid));
  if (proids.size === 0) return { changes: [], pictures: new Map() };
  const products = await getPartProducts([...proids]);
  const { changes } = await updateCart((lines) => repriceLines(lines, products, proids));
  return { changes, pictures: linePictures(products) };
}

export function cartChangesSummary(changes: string[]): string {
  return `Your cart was updated: ${changes.join('; ')}.`;
}
