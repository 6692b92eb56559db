import { catalogueHeading, NO_FILTER, parseCatalogueFilter } from '@shop/contracts/catalogue/catalogue-filter';

/** What the "Filter/Search Keyword" heading shows for a filter. */
export function filterHeadingText(filter: string = NO_FILTER): string {
  const parsed = parseCatalogueFilter(filter);
  // Not a filter of the spec (an old or hand-typed link): its text after the first underscore.
  return parsed ? catalogueHeading(parsed) : filter.slice(filter.indexOf('_') + 1);
}
