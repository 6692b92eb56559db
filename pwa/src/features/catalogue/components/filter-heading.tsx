import { Link } from 'react-router-dom';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { filterHeadingText } from '../category-filter';
import './filter-heading.css';

export function FilterHeading({ filter }: { filter: string }) {
  return (
    <div className="filter-heading">
      <h1 className="filter-heading__title">
        Filter/Search Keyword: <span className="filter-heading__value">{filterHeadingText(filter)}</span>
      </h1>
      <Link className="button button--soft filter-heading__clear" to={cataloguePath('all')}>
        Clear
      </Link>
    </div>
  );
}
