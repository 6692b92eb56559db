import { type SubmitEvent, useId } from 'react';
import { useAdminText } from '../../i18n/use-admin-text';
import './list-filters.css';

export interface FilterChoice {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** A day (YYYY-MM-DD) that bounds the list, such as the first or last day of a date range. */
export interface FilterDay {
  name: string;
  label: string;
  value: string;
}

interface ListFiltersProps {
  label: string;
  search: { name: string; label: string; value: string };
  choices: FilterChoice[];
  days?: FilterDay[];
  onChange: (changes: Record<string, string>) => void;
}

/** A list's search box (applied on Search or Enter) and its choices and days (applied as soon as one changes). */
export function ListFilters({ label, search, choices, days = [], onChange }: ListFiltersProps) {
  const idPrefix = useId();
  const { t } = useAdminText();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(search.name);
    onChange({ [search.name]: typeof value === 'string' ? value.trim() : '' });
  };
  return (
    <form className="list-filters" role="search" aria-label={label} onSubmit={submit}>
      <div className="list-filters__search">
        <label htmlFor={`${idPrefix}-${search.name}`}>{search.label}</label>
        <span className="list-filters__search-row">
          {/* Keyed by the address's value, so that Back shows the search it returns to. */}
          <input
            key={search.value}
            id={`${idPrefix}-${search.name}`}
            name={search.name}
            type="search"
            defaultValue={search.value}
            maxLength={100}
          />
          <button type="submit" className="button button--soft">
            {t('lists.search')}
          </button>
        </span>
      </div>
      {choices.map((choice) => (
        <div key={choice.name} className="list-filters__choice">
          <label htmlFor={`${idPrefix}-${choice.name}`}>{choice.label}</label>
          <select
            id={`${idPrefix}-${choice.name}`}
            value={choice.value}
            onChange={(event) => onChange({ [choice.name]: event.target.value })}
          >
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {days.map((day) => (
        <div key={day.name} className="list-filters__choice">
          <label htmlFor={`${idPrefix}-${day.name}`}>{day.label}</label>
          <input
            id={`${idPrefix}-${day.name}`}
            type="date"
            value={day.value}
            onChange={(event) => onChange({ [day.name]: event.target.value })}
          />
        </div>
      ))}
    </form>
  );
}
