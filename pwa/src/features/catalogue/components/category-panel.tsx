import { Link } from 'react-router-dom';
import { categoryFilter } from '@shop/contracts/catalogue/catalogue-filter';
import { categoryLists } from '../catalogue-menu';
import './category-panel.css';

interface CategoryPanelProps {
  /** Where choosing a filter leads: it depends on whether the shopper is already in the catalogue. */
  linkFor: (filter: string) => string;
  onChoose?: () => void;
}

export function CategoryPanel({ linkFor, onChoose }: CategoryPanelProps) {
  return (
    <div className="category-panel">
      {categoryLists.map((list) => (
        <section key={list.kind} className={`category-panel__list category-panel__list--${list.kind}`}>
          <h2 className="category-panel__title">{list.title}</h2>
          <ul>
            {list.entries.map((entry) => (
              <li key={entry.id}>
                <Link className="category-panel__entry" to={linkFor(categoryFilter(entry.id, list.kind))} onClick={onChoose}>
                  {entry.id}
                </Link>
                {entry.subEntries && (
                  <ul className="category-panel__sub-entries">
                    {entry.subEntries.map((subEntry) => (
                      <li key={subEntry}>
                        <Link
                          className="category-panel__entry category-panel__entry--sub"
                          to={linkFor(categoryFilter(subEntry, list.kind))}
                          onClick={onChoose}
                        >
                          {subEntry}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
