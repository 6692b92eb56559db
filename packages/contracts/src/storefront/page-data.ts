import type { WelcomeBoardResponse } from '../boards/welcome-board.js';
import type { CatalogueStatus } from '../catalogue/catalogue-filter.js';
import type { ProductResponse } from '../products/product.js';

/**
 * The id of the JSON block in a storefront page's server HTML holding the API answers the page was drawn
 * from: the app draws the same page from them at once instead of reading them again first (pwa app/ssr).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Each field is the answer of the read named beside it, as the API sends it. */
export interface PageData {
  /** getWelcomeBoards/1's welcomeBoards: the carousel above the catalogue. */
  welcomeBoards?: WelcomeBoardResponse[];
  /** getProducts/{status}/{filter}/{page}'s products and totalItemNum, with the place they were asked for. */
  catalogue?: { status: CatalogueStatus; filter: string; page: number; products: ProductResponse[]; totalItemNum: number };
  /** getProduct/{id}'s product. */
  product?: ProductResponse;
}
