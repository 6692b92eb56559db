import type { ReactNode } from 'react';
import { Pager } from '../../components/ui/pager';
import { StatusMessage } from '../../components/ui/status-message';
import { adminPageCount, type PagedList } from '../../features/admin/paged-list';
import type { ApiRead } from '../../lib/use-api-read';
import { AdminPage } from './admin-page';
import { AdminReadState } from './admin-read-state';

interface AdminListPageProps<Item> {
  title: string;
  emptyText: string;
  read: ApiRead<PagedList<Item>>;
  page: number;
  onPageChange: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}

/** A manage screen: one page of 12 items and the minus/plus pager showing "page / total pages". */
export function AdminListPage<Item>({ title, emptyText, read, page, onPageChange, children }: AdminListPageProps<Item>) {
  return (
    <AdminPage title={title}>
      <AdminReadState read={read}>
        {({ items, totalItemNum }) =>
          items.length === 0 ? (
            <StatusMessage title={emptyText} />
          ) : (
            <>
              {children(items)}
              <Pager page={page} totalPages={adminPageCount(totalItemNum)} onPageChange={onPageChange} />
            </>
          )
        }
      </AdminReadState>
    </AdminPage>
  );
}
