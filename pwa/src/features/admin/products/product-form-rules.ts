import { ADMIN_TEXT } from '../admin-messages';
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
  if (draft.name.trim() === '') problems.push({ field: 'name', message: ADMIN_TEXT.product.nameRequired });
  if (mode === 'add' && !hasImage(draft.cover)) problems.push({ field: 'cover', message: ADMIN_TEXT.product.coverRequired });
  draft.photos.forEach((photo, index) => {
    if (!hasImage(photo.image)) problems.push({ field: `${photo.key}.image`, message: ADMIN_TEXT.product.photoImageRequired(index + 1) });
  });
  draft.subTypes.forEach((subType, index) => problems.push(...subTypeProblems(subType, index + 1, mode)));
  return problems;
}

function subTypeProblems(subType: SubTypeDraft, row: number, mode: ProductFormMode): FormProblem[] {
  const messages = ADMIN_TEXT.subType;
  const problems: FormProblem[] = [];
  const report = (field: keyof SubTypeDraft, message: string) => problems.push({ field: `${subType.key}.${field}`, message });

  if (subType.name.trim() === '') report('name', messages.nameRequired(row));

  const price = readNumber(subType.price);
  if (price === undefined) report('price', messages.priceRequired(row));
  else if (price < 0) report('price', messages.priceNegative(row));

  const salePrice = readNumber(subType.salePrice);
  if (mode === 'revise' && salePrice !== undefined) {
    if (salePrice < 0) report('salePrice', messages.salePriceNegative(row));
    else if (price !== undefined && salePrice > price) report('salePrice', messages.salePriceAbovePrice(row));
  }

  const stock = readNumber(subType.stock);
  if (stock === undefined) report('stock', messages.stockRequired(row));
  else if (stock < 0) report('stock', messages.stockNegative(row));
  else if (!Number.isInteger(stock)) report('stock', messages.stockNotWhole(row));

  if (!hasImage(subType.image)) report('image', messages.imageRequired(row));
  return problems;
}

/** A typed number; undefined when the field is empty (a number input also reports unreadable text as empty). */
function readNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
