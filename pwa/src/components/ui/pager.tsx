import { Icon } from './icon';
import './pager.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="icon-button pager__button"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Icon name="minus" />
      </button>
      <span className="pager__status" aria-live="polite">
        page {page} / {totalPages}
      </span>
      <button
        type="button"
        className="icon-button pager__button"
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <Icon name="plus" />
      </button>
    </nav>
  );
}
