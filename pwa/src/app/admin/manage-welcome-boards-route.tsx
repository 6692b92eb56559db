import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { useAdminBoards } from '../../features/admin/boards/api/get-admin-boards';
import { AdminBoardList } from '../../features/admin/boards/components/admin-board-list';
import { AdminListPage } from './admin-list-page';
import { usePageParam } from './use-page-param';

export function ManageWelcomeBoardsRoute() {
  const { page, setPage } = usePageParam();
  const read = useAdminBoards(page);
  const text = ADMIN_TEXT.lists.boards;
  return (
    <AdminListPage title={text.title} emptyText={text.empty} read={read} page={page} onPageChange={setPage}>
      {(boards) => <AdminBoardList boards={boards} />}
    </AdminListPage>
  );
}
