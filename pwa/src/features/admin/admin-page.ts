import { ADMIN_PAGE_SIZE } from '../../config/constants';

/** One page of an admin list. */
export interface AdminPage<Item> {
  items: Item[];
  totalItemNum: number;
}

export function adminPageCount(totalItemNum: number): number {
  return Math.max(1, Math.ceil(totalItemNum / ADMIN_PAGE_SIZE));
}
