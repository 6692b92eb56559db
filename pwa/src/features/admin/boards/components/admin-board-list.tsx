import type { WelcomeBoard } from '../../../boards/board-model';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminText } from '../../i18n/use-admin-text';
import { CoverCardList } from '../../lists/components/cover-card-list';

/** Each welcome board with its cover, title and whether it is shown; each opens its revise page. */
export function AdminBoardList({ boards }: { boards: WelcomeBoard[] }) {
  const { t } = useAdminText();
  return (
    <CoverCardList
      label={t('lists.boards.title')}
      cards={boards.map((board) => ({
        id: board._id,
        to: ADMIN_PATHS.reviseBoard(board._id),
        cover: board.Cover,
        title: board.Title,
        live: board.Display,
        badge: board.Display ? t('lists.shown') : t('lists.hidden'),
      }))}
    />
  );
}
