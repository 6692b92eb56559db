import { useAdminBoards } from '../../features/admin/boards/api/get-admin-boards';
import { AdminBoardList } from '../../features/admin/boards/components/admin-board-list';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminListPage } from './admin-list-page';
import { usePageParam } from './use-page-param';

export function ManageWelcomeBoardsRoute() {
  const { page, setPage } = usePageParam();
  const read = useAdminBoards(page);
  const { t } = useAdminText();
  return (
    <AdminListPage title={t('lists.boards.title')} emptyText={t('lists.boards.empty')} read={read} page={page} onPageChange={setPage}>
      {(boards) => <AdminBoardList boards={boards} />}
    </AdminListPage>
  );
}
