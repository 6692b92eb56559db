import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import type { FormProblem } from '../forms/form-problems';
import { hasImage } from '../uploads/image-draft';
import type { ProductDraft, SubTypeDraft } from './product-draft';

export type ProductFormMode = 'add' | 'revise';

/**
 * The product form's rules (spec §5), each message naming the sub-type or photo by its number. The
 * spec checks the cover on add only (a revise keeps the stored cover) and the sale price on revise
 * only (the add form has none). The server enforces the same rules; checking first saves uploads.
 */
export function productFormProblems(draft: ProductDraft, mode: ProductFormMode): FormProblem[] {
  const problems: FormProblem[] = [];
  if (draft.name.trim() === '') problems.push({ field: 'name', message: { key: 'product.nameRequired' } });
  if (mode === 'add' && !hasImage(draft.cover)) problems.push({ field: 'cover', message: { key: 'product.coverRequired' } });
  draft.photos.forEach((photo, index) => {
    if (!hasImage(photo.image))
      problems.push({ field: `${photo.key}.image`, message: { key: 'photo.imageRequired', params: { row: index + 1 } } });
  });
  draft.subTypes.forEach((subType, index) => problems.push(...subTypeProblems(subType, index + 1, mode)));
  return problems;
}

/** The sub-type rules' messages, each naming its row ("Sub-type 2: …"). */
type RowMessageKey =
  | 'nameRequired'
  | 'priceRequired'
  | 'priceNegative'
  | 'salePriceNegative'
  | 'salePriceAbovePrice'
  | 'stockRequired'
  | 'stockNegative'
  | 'stockNotWhole'
  | 'imageRequired';

function subTypeProblems(subType: SubTypeDraft, row: number, mode: ProductFormMode): FormProblem[] {
  const problems: FormProblem[] = [];
  const report = (field: keyof SubTypeDraft, key: RowMessageKey) =>
    problems.push({ field: `${subType.key}.${field}`, message: { key: `subType.${key}`, params: { row } } as AdminMessage });

  if (subType.name.trim() === '') report('name', 'nameRequired');

  const price = readNumber(subType.price);
  if (price === undefined) report('price', 'priceRequired');
  else if (price < 0) report('price', 'priceNegative');

  const salePrice = readNumber(subType.salePrice);
  if (mode === 'revise' && salePrice !== undefined) {
    if (salePrice < 0) report('salePrice', 'salePriceNegative');
    else if (price !== undefined && salePrice > price) report('salePrice', 'salePriceAbovePrice');
  }

  const stock = readNumber(subType.stock);
  if (stock === undefined) report('stock', 'stockRequired');
  else if (stock < 0) report('stock', 'stockNegative');
  else if (!Number.isInteger(stock)) report('stock', 'stockNotWhole');

  if (!hasImage(subType.image)) report('image', 'imageRequired');
  return problems;
}

/** A typed number; undefined when the field is empty (a number input also reports unreadable text as empty). */
function readNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
