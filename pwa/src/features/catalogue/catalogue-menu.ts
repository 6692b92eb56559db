import type { CategoryKind } from '@shop/contracts/catalogue/catalogue-filter';

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
    entries: [{ id: 'Hello Kitty' }, { id: 'Sanrio' }, { id: "Disney's Seven Treasures" }, { id: 'Crayon Shin-chan' }, { id: 'Jelly Cat' }],
  },
];
