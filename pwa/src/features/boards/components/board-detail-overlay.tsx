import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import { formatDate } from '../../../lib/dates';
import { useWelcomeBoard } from '../api/get-welcome-board';
import type { WelcomeBoard } from '../board-model';

/** Non-modal: it covers the slide only, so previous/next stay usable and close it. */
export function BoardDetailOverlay({ board, onClose }: { board: WelcomeBoard; onClose: () => void }) {
  const detail = useWelcomeBoard(board._id);
  const shown = detail.status === 'success' ? detail.data : board;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbles up from the focused controls inside
    <div className="board-overlay" role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
      <div className="board-overlay__card">
        <button type="button" className="icon-button board-overlay__close" aria-label="Close details" onClick={onClose}>
          <Icon name="close" />
        </button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="board-overlay__title">
          {shown.Title}
        </h2>
        {shown.subTitle && <p className="board-overlay__subtitle">{shown.subTitle}</p>}
        {formatDate(shown.CreateDate) && <p className="board-overlay__date">{formatDate(shown.CreateDate)}</p>}
        <p className="board-overlay__description">{shown.Description}</p>
      </div>
    </div>
  );
}
