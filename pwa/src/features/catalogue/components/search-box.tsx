import { useState, type FormEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import './search-box.css';

export function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
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
        autoFocus
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="icon-button search-box__submit" aria-label="Search">
        <Icon name="search" />
      </button>
    </form>
  );
}
