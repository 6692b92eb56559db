import { Link } from 'react-router-dom';
import type { WelcomeBoard } from '../../../boards/board-model';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_PATHS } from '../../admin-paths';
import '../../admin-list.css';

/** Each welcome board with its cover, title and whether it is shown; each opens its revise page. */
export function AdminBoardList({ boards }: { boards: WelcomeBoard[] }) {
  const text = ADMIN_TEXT.lists;
  return (
    <ul className="admin-list" aria-label={text.boards.title}>
      {boards.map((board) => (
        <li key={board._id}>
          <Link className="admin-list__link" to={ADMIN_PATHS.reviseBoard(board._id)}>
            <span className="admin-list__cover">
              <img src={board.Cover} alt="" loading="lazy" decoding="async" />
            </span>
            <span className="admin-list__title">{board.Title}</span>
            <span className={board.Display ? 'admin-badge' : 'admin-badge admin-badge--off'}>
              {board.Display ? text.shown : text.hidden}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
