import type { CatalogueStatus } from './catalogue-filter.js';

/** Each tab's page name, unfiltered. */
const TAB_TITLES: Record<CatalogueStatus, string> = {
  all: 'Accessories',
  new: 'New arrivals',
  blindBox: 'Blind boxes',
  sale: 'Sale',
};

/**
 * A catalogue page's title before the shop's name, as the server's head and the app's document title both give
 * it: the tab's name, or the filter's heading (`null`: no filter) on that tab.
 */
export function catalogueTitle(status: CatalogueStatus, filterHeading: string | null): string {
  if (filterHeading === null) return TAB_TITLES[status];
  return status === 'all' ? filterHeading : `${filterHeading} · ${TAB_TITLES[status]}`;
}
