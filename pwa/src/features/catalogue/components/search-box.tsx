import { useState, type SubmitEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import './search-box.css';

/** The box opens at a press of the search button: the shopper's next keys are the search. */
const focusWhenShown = (input: HTMLInputElement | null) => input?.focus();

export function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (keyword.trim()) onSearch(keyword.trim());
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="catalogue-search">
        Search by item name
      </label>
      <input
        id="catalogue-search"
        className="search-box__input"
        type="search"
        placeholder="Item name"
        autoComplete="off"
        ref={focusWhenShown}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="icon-button search-box__submit" aria-label="Search">
        <Icon name="search" />
      </button>
    </form>
  );
}
