import type { WelcomeBoard } from '../../../boards/board-model';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_PATHS } from '../../admin-paths';
import { CoverCardList } from '../../lists/components/cover-card-list';

/** Each welcome board with its cover, title and whether it is shown; each opens its revise page. */
export function AdminBoardList({ boards }: { boards: WelcomeBoard[] }) {
  const text = ADMIN_TEXT.lists;
  return (
    <CoverCardList
      label={text.boards.title}
      cards={boards.map((board) => ({
        id: board._id,
        to: ADMIN_PATHS.reviseBoard(board._id),
        cover: board.Cover,
        title: board.Title,
        live: board.Display,
        badge: board.Display ? text.shown : text.hidden,
      }))}
    />
  );
}
