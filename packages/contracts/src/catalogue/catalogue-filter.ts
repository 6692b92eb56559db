/**
 * The catalogue's tabs and filters (spec §2): `/products/{status}/{filter}` where the filter is `all`,
 * `name_{keyword}` or `{category or IP}_{product|ip}`. The server pages and renders them, the PWA links and
 * heads them, with the same words. Plain constants and functions: the shop's first screen loads them.
 */
export const CATALOGUE_STATUSES = ['new', 'all', 'blindBox', 'sale'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export function isCatalogueStatus(value: string | undefined): value is CatalogueStatus {
  return (CATALOGUE_STATUSES as readonly (string | undefined)[]).includes(value);
}

export const CATALOGUE_TABS: readonly { status: CatalogueStatus; label: string }[] = [
  { status: 'new', label: 'NEW Arrivals' },
  { status: 'all', label: 'ALL' },
  { status: 'blindBox', label: 'BLIND BOX' },
  { status: 'sale', label: 'SALES' },
];

export const NO_FILTER = 'all';
const NAME_PREFIX = 'name_';
export const CATEGORY_KINDS = ['product', 'ip'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const MAX_FILTER_TEXT_LENGTH = 100;

export type CatalogueFilter = { kind: 'all' } | { kind: 'name'; keyword: string } | { kind: CategoryKind; value: string };

/** Reads a filter; undefined when it is none of the spec's forms. The value may itself hold underscores. */
export function parseCatalogueFilter(raw: string): CatalogueFilter | undefined {
  if (raw === NO_FILTER) return { kind: 'all' };
  if (raw.startsWith(NAME_PREFIX)) {
    const keyword = raw.slice(NAME_PREFIX.length).trim();
    return isUsableText(keyword) ? { kind: 'name', keyword } : undefined;
  }
  const separator = raw.lastIndexOf('_');
  const value = raw.slice(0, separator).trim();
  const kind = CATEGORY_KINDS.find((candidate) => candidate === raw.slice(separator + 1));
  return separator > 0 && kind && isUsableText(value) ? { kind, value } : undefined;
}

/** What the "Filter/Search Keyword" heading shows. */
export function catalogueHeading(filter: CatalogueFilter): string {
  switch (filter.kind) {
    case 'all':
      return 'No filter';
    case 'name':
      return filter.keyword;
    case 'product':
      return `${filter.value} (product)`;
    case 'ip':
      return `${filter.value} (IP)`;
  }
}

export function categoryFilter(id: string, kind: CategoryKind): string {
  return `${id}_${kind}`;
}

export function searchFilter(keyword: string): string {
  return `${NAME_PREFIX}${keyword.trim()}`;
}

export function cataloguePath(status: CatalogueStatus, filter: string = NO_FILTER): string {
  return filter === NO_FILTER ? `/products/${status}` : `/products/${status}/${encodeURIComponent(filter)}`;
}

function isUsableText(text: string): boolean {
  return text.length > 0 && text.length <= MAX_FILTER_TEXT_LENGTH;
}
