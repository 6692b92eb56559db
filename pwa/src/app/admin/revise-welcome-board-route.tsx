import { useParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminBoard } from '../../features/admin/boards/api/get-admin-board';
import { reviseWelcomeBoard } from '../../features/admin/boards/api/revise-welcome-board';
import { useSaveBoard } from '../../features/admin/boards/api/use-save-board';
import { boardToDraft, toBoardFields } from '../../features/admin/boards/board-draft';
import { BoardForm } from '../../features/admin/boards/components/board-form';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminPage } from './admin-page';
import { AdminReadState } from './admin-read-state';

export function ReviseWelcomeBoardRoute() {
  const { activityid } = useParams();
  const read = useAdminBoard(activityid);
  const { t } = useAdminText();
  const save = useSaveBoard(reviseWelcomeBoard);
  return (
    <AdminPage
      title={t('board.reviseTitle')}
      back={{ to: ADMIN_PATHS.manageBoards, label: t('area.backToList', { listName: t('lists.boards.listName') }) }}
    >
      <AdminReadState read={read}>
        {(board) => (
          <BoardForm
            mode="revise"
            initialDraft={boardToDraft(board)}
            save={(draft) => save({ ...toBoardFields(draft), activityid: board._id, display: draft.shown })}
          />
        )}
      </AdminReadState>
    </AdminPage>
  );
}
