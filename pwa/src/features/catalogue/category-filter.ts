import type { CatalogueStatus } from './product-model';
import type { CategoryKind } from './catalogue-menu';

export const NO_FILTER = 'all';
const SEARCH_PREFIX = 'name_';

export type CatalogueFilter =
  | { kind: 'none' }
  | { kind: 'search'; keyword: string }
  | { kind: CategoryKind; value: string }
  | { kind: 'other'; text: string };

/** Reads `all`, `name_{keyword}` or `{typeOrIp}_{kind}` (the value itself may contain underscores). */
export function parseFilter(filter: string | undefined): CatalogueFilter {
  if (!filter || filter === NO_FILTER) return { kind: 'none' };
  if (filter.startsWith(SEARCH_PREFIX)) return { kind: 'search', keyword: filter.slice(SEARCH_PREFIX.length) };
  const separator = filter.lastIndexOf('_');
  const kind = filter.slice(separator + 1);
  if (separator > 0 && (kind === 'product' || kind === 'ip')) return { kind, value: filter.slice(0, separator) };
  return { kind: 'other', text: separator >= 0 ? filter.slice(filter.indexOf('_') + 1) : filter };
}

/** What the "Filter/Search Keyword" heading shows for a filter. */
export function filterHeadingText(filter: string | undefined): string {
  const parsed = parseFilter(filter);
  switch (parsed.kind) {
    case 'none':
      return 'No filter';
    case 'search':
      return parsed.keyword;
    case 'product':
      return `${parsed.value} (product)`;
    case 'ip':
      return `${parsed.value} (IP)`;
    case 'other':
      return parsed.text;
  }
}

export function categoryFilter(id: string, kind: CategoryKind): string {
  return `${id}_${kind}`;
}

export function searchFilter(keyword: string): string {
  return `${SEARCH_PREFIX}${keyword.trim()}`;
}

export function cataloguePath(status: CatalogueStatus, filter: string = NO_FILTER): string {
  if (filter === NO_FILTER) return `/products/${status}`;
  return `/products/${status}/${encodeURIComponent(filter)}`;
}
