import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shop/contracts/storefront/page-data';
import { boardQueryKeys } from '../../features/boards/api/board-query-keys';
import { catalogueQueryKeys } from '../../features/catalogue/api/catalogue-query-keys';
import { WELCOME_BOARDS_PAGE } from '../../config/constants';
import { keepCachedRead } from '../../lib/use-cached-read';

/**
 * Keeps the API answers a server page was drawn from (backend storefront-html) as the answers of the reads
 * that draw it in the app: the app's first render shows the page the shopper already sees, with no read to
 * wait for. The reads still go out on mount, as on any visit, and refresh what they show.
 */
export function keepServerPageData(): void {
  const block = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!block?.textContent) return;
  const data = JSON.parse(block.textContent) as PageData;
  if (data.welcomeBoards) keepCachedRead(boardQueryKeys.page(WELCOME_BOARDS_PAGE), data.welcomeBoards);
  if (data.catalogue) {
    const { status, filter, page, products, totalItemNum } = data.catalogue;
    keepCachedRead(catalogueQueryKeys.products({ status, filter, page }), { products, totalItemNum });
  }
  if (data.product) keepCachedRead(catalogueQueryKeys.product(data.product._id), data.product);
}
