import { Icon } from './icon';
import './pager.css';

export interface PagerTexts {
  label: string;
  previous: string;
  next: string;
  status: (page: number, totalPages: number) => string;
}

/** The storefront's words (spec §5: "page / total pages"); the back office passes its own language's. */
const ENGLISH: PagerTexts = {
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  status: (page, totalPages) => `page ${page} / ${totalPages}`,
};

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  texts?: PagerTexts;
}

export function Pager({ page, totalPages, onPageChange, texts = ENGLISH }: PagerProps) {
  return (
    <nav className="pager" aria-label={texts.label}>
      <button
        type="button"
        className="icon-button pager__button"
        aria-label={texts.previous}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Icon name="minus" />
      </button>
      <span className="pager__status" aria-live="polite">
        {texts.status(page, totalPages)}
      </span>
      <button
        type="button"
        className="icon-button pager__button"
        aria-label={texts.next}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <Icon name="plus" />
      </button>
    </nav>
  );
}
