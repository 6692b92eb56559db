import type { CatalogueStatus } from './product-model';

export const catalogueTabs: { status: CatalogueStatus; label: string }[] = [
  { status: 'new', label: 'NEW Arrivals' },
  { status: 'all', label: 'ALL' },
  { status: 'blindBox', label: 'BLIND BOX' },
  { status: 'sale', label: 'SALES' },
];

export type CategoryKind = 'product' | 'ip';

export interface CategoryEntry {
  id: string;
  subEntries?: string[];
}

/** The category panel of spec §2, in its order. */
export const categoryLists: { kind: CategoryKind; title: string; entries: CategoryEntry[] }[] = [
  {
    kind: 'product',
    title: 'Products',
    entries: [
      { id: 'Desk Ornaments' },
      { id: 'Phone Cases', subEntries: ['15 pro max'] },
      { id: 'Keychains' },
      { id: 'Stickers' },
      { id: 'Acrylic Products', subEntries: ['Handheld mirror', 'Card holder', 'Storage box', 'Phone holder'] },
    ],
  },
  {
    kind: 'ip',
    title: 'IP',
    entries: [
      { id: 'Hello Kitty' },
      { id: 'Sanrio' },
      { id: "Disney's Seven Treasures" },
      { id: 'Crayon Shin-chan' },
      { id: 'Jelly Cat' },
    ],
  },
];
