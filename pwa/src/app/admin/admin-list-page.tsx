import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../../components/ui/pager';
import { StatusMessage } from '../../components/ui/status-message';
import { ADMIN_TEXT } from '../../features/admin/admin-messages';
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
            totalItemNum > 0 ? <PastTheEnd lastPage={adminPageCount(totalItemNum)} /> : <StatusMessage title={emptyText} />
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

/** A `?page=` beyond the list (an old link, a list that shrank): says so and leads back to its last page. */
function PastTheEnd({ lastPage }: { lastPage: number }) {
  const text = ADMIN_TEXT.lists.pastTheEnd;
  return (
    <StatusMessage title={text.title(lastPage)}>
      <Link className="button button--soft" to={{ search: lastPage > 1 ? `?page=${lastPage}` : '' }}>
        {text.link(lastPage)}
      </Link>
    </StatusMessage>
  );
}
