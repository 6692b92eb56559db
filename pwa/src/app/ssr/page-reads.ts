import type { PageData } from '@shop/contracts/storefront/page-data';
import { WELCOME_BOARDS_PAGE } from '../../config/constants';
import { boardQueryKeys } from '../../features/boards/api/board-query-keys';
import { catalogueQueryKeys } from '../../features/catalogue/api/catalogue-query-keys';
import type { ServerAnswer } from '../../lib/use-cached-read';

/**
 * The answers of a server page's data (backend storefront-html), each under the key of the read that draws it in
 * the app: the server renders the screens from them and the app hydrates from the same ones. A screen's new
 * first-paint read is one more line here and one more field of PageData.
 */
export function pageReads(data: PageData): [readonly unknown[], ServerAnswer][] {
  const reads: [readonly unknown[], ServerAnswer][] = [];
  if (data.welcomeBoards) reads.push([boardQueryKeys.page(WELCOME_BOARDS_PAGE), { data: data.welcomeBoards }]);
  if (data.catalogue) {
    const { status, filter, page, options, products, totalItemNum } = data.catalogue;
    reads.push([catalogueQueryKeys.products({ status, filter, page, ...(options && { options }) }), { data: { products, totalItemNum } }]);
  }
  if (data.product) reads.push([catalogueQueryKeys.product(data.product._id), { data: data.product }]);
  if (data.product && data.relatedProducts) reads.push([catalogueQueryKeys.related(data.product._id), { data: data.relatedProducts }]);
  if (data.productMissing) {
    const { id, status, message } = data.productMissing;
    reads.push([catalogueQueryKeys.product(id), { error: { status, message } }]);
  }
  return reads;
}
