import { useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { addWelcomeBoard } from '../../features/admin/boards/api/add-welcome-board';
import { useSaveBoard } from '../../features/admin/boards/api/use-save-board';
import { emptyBoardDraft, toBoardFields } from '../../features/admin/boards/board-draft';
import { BoardForm } from '../../features/admin/boards/components/board-form';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminPage } from './admin-page';

/** After saving, the board list shows the new board first. */
export function AddWelcomeBoardRoute() {
  const navigate = useNavigate();
  const { t } = useAdminText();
  const save = useSaveBoard(addWelcomeBoard);
  return (
    <AdminPage title={t('board.addTitle')}>
      <BoardForm
        mode="add"
        initialDraft={emptyBoardDraft()}
        save={(draft) => save(toBoardFields(draft))}
        onSaved={() => navigate(ADMIN_PATHS.manageBoards)}
      />
    </AdminPage>
  );
}
