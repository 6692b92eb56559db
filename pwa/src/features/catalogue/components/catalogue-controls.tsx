import { type SubmitEvent, useState } from 'react';
import { parseCatalogueFilter } from '@shop/contracts/catalogue/catalogue-filter';
import type { CatalogueOptions, CatalogueSort } from '@shop/contracts/catalogue/catalogue-options';
import { categoryLists } from '../catalogue-menu';
import './catalogue-controls.css';

const SORT_CHOICES: { value: CatalogueSort | ''; label: string }[] = [
  { value: '', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'best_selling', label: 'Best-selling' },
];
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

const entryNames = (kind: 'product' | 'ip') =>
  categoryLists.find((list) => list.kind === kind)?.entries.flatMap((entry) => [entry.id, ...(entry.subEntries ?? [])]) ?? [];

interface CatalogueControlsProps {
  /** The path's filter: a category filter offers a character to combine with it, a character filter a category. */
  filter: string;
  options: CatalogueOptions;
  onChange: (options: CatalogueOptions) => void;
}

/** Sort, stock, price range and a second category or character for the catalogue; each change goes in the address. */
export function CatalogueControls({ filter, options, onChange }: CatalogueControlsProps) {
  const kind = parseCatalogueFilter(filter)?.kind;
  const change = (next: Partial<CatalogueOptions>) => onChange(withoutEmpty({ ...options, ...next }));

  return (
    <section className="catalogue-controls" aria-label="Sort and filter">
      <label className="catalogue-controls__field">
        <span>Sort by</span>
        <select
          value={options.sort ?? ''}
          onChange={(event) => change({ sort: (event.target.value || undefined) as CatalogueSort | undefined })}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {kind !== 'product' && (
        <EntrySelect
          label="Category"
          value={options.category}
          names={entryNames('product')}
          onChange={(category) => change({ category })}
        />
      )}
      {kind !== 'ip' && <EntrySelect label="Character" value={options.ip} names={entryNames('ip')} onChange={(ip) => change({ ip })} />}
      <label className="catalogue-controls__check">
        <input
          type="checkbox"
          checked={options.inStock ?? false}
          onChange={(event) => change({ inStock: event.target.checked || undefined })}
        />
        In stock only
      </label>
      <PriceRange key={`${options.min}-${options.max}`} options={options} onApply={(min, max) => change({ min, max })} />
    </section>
  );
}

function EntrySelect(props: { label: string; value?: string; names: string[]; onChange: (value: string | undefined) => void }) {
  return (
    <label className="catalogue-controls__field">
      <span>{props.label}</span>
      <select value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value || undefined)}>
        <option value="">Any</option>
        {props.names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Applied with its button (or Enter): typing a price does not reload the page at each key. */
function PriceRange({ options, onApply }: { options: CatalogueOptions; onApply: (min?: number, max?: number) => void }) {
  const [min, setMin] = useState(options.min?.toString() ?? '');
  const [max, setMax] = useState(options.max?.toString() ?? '');

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [low, high] = [priceOf(min), priceOf(max)];
    // A range typed upside down is meant the right way round.
    if (low !== undefined && high !== undefined && low > high) onApply(high, low);
    else onApply(low, high);
  };

  return (
    <form className="catalogue-controls__price" onSubmit={apply}>
      <fieldset>
        <legend>Price ($)</legend>
        <label>
          <span className="visually-hidden">Minimum price</span>
          <input inputMode="decimal" placeholder="Min" value={min} onChange={(event) => setMin(event.target.value)} />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="visually-hidden">Maximum price</span>
          <input inputMode="decimal" placeholder="Max" value={max} onChange={(event) => setMax(event.target.value)} />
        </label>
        <button type="submit" className="button button--soft">
          Apply
        </button>
      </fieldset>
    </form>
  );
}

function priceOf(text: string): number | undefined {
  const trimmed = text.trim();
  return PRICE.test(trimmed) ? Number(trimmed) : undefined;
}

function withoutEmpty(options: CatalogueOptions): CatalogueOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined && value !== ''));
}
