import { ADMIN_PAGE_SIZE, pageCount } from '@shop/contracts/pagination';

/** One page of an admin list, and how many items the whole list holds. */
export interface PagedList<Item> {
  items: Item[];
  totalItemNum: number;
}

export function adminPageCount(totalItemNum: number): number {
  return pageCount(totalItemNum, ADMIN_PAGE_SIZE);
}
