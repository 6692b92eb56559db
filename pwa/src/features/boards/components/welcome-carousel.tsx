import { useRef, useState, type MouseEvent } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { BOARD_SUBTITLE_MAX_CHARS, BOARD_TITLE_MAX_CHARS } from '../../../config/constants';
import { truncateText } from '../../../lib/text';
import { useWelcomeBoards } from '../api/get-welcome-boards';
import type { WelcomeBoard } from '../board-model';
import { BoardDetailOverlay } from './board-detail-overlay';
import './welcome-carousel.css';

export function WelcomeCarousel() {
  const read = useWelcomeBoards();
  const [openBoard, setOpenBoard] = useState<WelcomeBoard | null>(null);
  const checkButton = useRef<HTMLButtonElement | null>(null);

  if (read.status === 'pending') return <div className="welcome-carousel__placeholder" aria-hidden="true" />;
  // A failed read has already shown the fetch-failed toast; the catalogue below still works.
  const boards = read.status === 'success' ? read.data.filter((board) => board.Display) : [];
  if (boards.length === 0) return null;

  const openDetail = (board: WelcomeBoard, event: MouseEvent<HTMLButtonElement>) => {
    checkButton.current = event.currentTarget;
    setOpenBoard(board);
  };

  const closeDetail = () => {
    setOpenBoard(null);
    checkButton.current?.focus();
  };

  return (
    <Carousel
      items={boards}
      label="Welcome boards"
      getKey={(board) => board._id}
      onMove={() => setOpenBoard(null)}
      overlay={openBoard && <BoardDetailOverlay board={openBoard} onClose={closeDetail} />}
      renderSlide={(board) => (
        <div className="welcome-slide">
          {/* The first cover is the catalogue's largest picture: asked for first (the server page preloads it). */}
          <img className="welcome-slide__cover" src={board.Cover} alt="" fetchPriority={board === boards[0] ? 'high' : 'auto'} />
          <div className="welcome-slide__text">
            <h2 className="welcome-slide__title" title={board.Title}>
              {truncateText(board.Title, BOARD_TITLE_MAX_CHARS)}
            </h2>
            {board.subTitle && (
              <p className="welcome-slide__subtitle" title={board.subTitle}>
                {truncateText(board.subTitle, BOARD_SUBTITLE_MAX_CHARS)}
              </p>
            )}
            <button type="button" className="button button--primary welcome-slide__check" onClick={(event) => openDetail(board, event)}>
              Check
            </button>
          </div>
        </div>
      )}
    />
  );
}
