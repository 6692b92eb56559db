import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/ui/pager';
import { StatusMessage } from '../../components/ui/status-message';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { adminPageCount, type PagedList } from '../../features/admin/paged-list';
import type { ApiRead } from '../../lib/query-client';
import { AdminPage } from './admin-page';
import { AdminReadState } from './admin-read-state';

interface AdminListPageProps<List extends PagedList<unknown>> {
  title: string;
  emptyText: string;
  read: ApiRead<List>;
  page: number;
  onPageChange: (page: number) => void;
  /** The list's filters, shown above it whatever its state. */
  filters?: ReactNode;
  /** Whether filters narrow the list: an empty list then says nothing matches, and offers to clear them. */
  onClearFilters?: () => void;
  /** A line about the whole (filtered) list, above its first page. */
  summary?: (list: List) => ReactNode;
  children: (items: List['items']) => ReactNode;
}

/** A manage screen: one page of 12 items and the minus/plus pager showing "page / total pages". */
export function AdminListPage<List extends PagedList<unknown>>({
  title,
  emptyText,
  read,
  page,
  onPageChange,
  filters,
  onClearFilters,
  summary,
  children,
}: AdminListPageProps<List>) {
  const { t } = useAdminText();
  return (
    <AdminPage title={title}>
      {filters}
      <AdminReadState read={read}>
        {(list) =>
          list.items.length === 0 ? (
            list.totalItemNum > 0 ? (
              <PastTheEnd lastPage={adminPageCount(list.totalItemNum)} />
            ) : onClearFilters ? (
              <StatusMessage title={t('lists.noMatches')}>
                <button type="button" className="button button--soft" onClick={onClearFilters}>
                  {t('lists.clearFilters')}
                </button>
              </StatusMessage>
            ) : (
              <StatusMessage title={emptyText} />
            )
          ) : (
            <>
              {summary?.(list)}
              {children(list.items)}
              <Pager
                page={page}
                totalPages={adminPageCount(list.totalItemNum)}
                onPageChange={onPageChange}
                texts={{
                  label: t('pager.label'),
                  previous: t('pager.previous'),
                  next: t('pager.next'),
                  status: (current, totalPages) => t('pager.status', { page: current, totalPages }),
                }}
              />
            </>
          )
        }
      </AdminReadState>
    </AdminPage>
  );
}

/** A `?page=` beyond the list (an old link, a list that shrank): says so and leads back to its last page, filters kept. */
function PastTheEnd({ lastPage }: { lastPage: number }) {
  const { t } = useAdminText();
  const [searchParams] = useSearchParams();
  const lastPageSearch = new URLSearchParams(searchParams);
  if (lastPage > 1) lastPageSearch.set('page', String(lastPage));
  else lastPageSearch.delete('page');
  return (
    <StatusMessage title={t('lists.pastTheEnd.title', { count: lastPage })}>
      <Link className="button button--soft" to={{ search: lastPageSearch.toString() }}>
        {t('lists.pastTheEnd.link', { lastPage })}
      </Link>
    </StatusMessage>
  );
}
