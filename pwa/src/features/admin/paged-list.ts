import { ADMIN_PAGE_SIZE } from '../../config/constants';

/** One page of an admin list, and how many items the whole list holds. */
export interface PagedList<Item> {
  items: Item[];
  totalItemNum: number;
}

export function adminPageCount(totalItemNum: number): number {
  return Math.max(1, Math.ceil(totalItemNum / ADMIN_PAGE_SIZE));
}
