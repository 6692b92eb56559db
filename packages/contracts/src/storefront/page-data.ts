import type { WelcomeBoardResponse } from '../boards/welcome-board.js';
import type { CatalogueStatus } from '../catalogue/catalogue-filter.js';
import type { CatalogueOptions } from '../catalogue/catalogue-options.js';
import type { ProductResponse } from '../products/product.js';

/**
 * The id of the JSON block in a storefront page's server HTML holding the API answers the page was drawn
 * from: the server renders the app's own screens from them, and the app hydrates that HTML from the same
 * answers (pwa app/ssr). A screen that needs another read on its first paint gets a field here, filled by
 * the backend's page data loader and handed to its read in pwa/src/app/ssr/page-reads.ts.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Each field is the answer of the read named beside it, as the API sends it. */
export interface PageData {
  /** getWelcomeBoards/1's welcomeBoards: the carousel above the catalogue. */
  welcomeBoards?: WelcomeBoardResponse[];
  /** getProducts/{status}/{filter}/{page}'s products and totalItemNum, with the place (and the address's sort and filters) they were asked for. */
  catalogue?: {
    status: CatalogueStatus;
    filter: string;
    page: number;
    options?: CatalogueOptions;
    products: ProductResponse[];
    totalItemNum: number;
  };
  /** getProduct/{id}'s product. */
  product?: ProductResponse;
  /** getRelatedProducts/{id}'s products for that product: drawn with the page, not read and drawn once it has started. */
  relatedProducts?: ProductResponse[];
  /** getProduct/{id}'s refusal of an unknown, unlisted or malformed id, with the status and message the API answers. */
  productMissing?: { id: string; status: 400 | 404; message: string };
}
