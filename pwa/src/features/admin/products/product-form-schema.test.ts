import { describe, expect, it } from 'vitest';
import { inEnglish } from '../i18n/admin-i18n';
import { chosenImage, storedImage } from '../uploads/image-draft';
import { emptyProductDraft, newPhotoDraft, newSubTypeDraft, type ProductDraft, type SubTypeDraft } from './product-draft';
import { productFormRules, type ProductFormMode } from './product-form-schema';

const png = new File(['png'], 'kitty.png', { type: 'image/png' });
const STORED = `/api/images/${'a'.repeat(64)}`;

function subType(overrides: Partial<SubTypeDraft> = {}): SubTypeDraft {
  return { ...newSubTypeDraft(), Name: 'Pink', Price: '12.5', LeftNum: '4', Img: chosenImage(png), ...overrides };
}

function validDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return { ...emptyProductDraft(), proName: 'Kitty keychain', cover: chosenImage(png), subTypeInfo: [subType()], ...overrides };
}

/** Each broken rule as the English back office says it, with the field it is tied to. */
function problemsOf(draft: ProductDraft, mode: ProductFormMode) {
  const { schema, words } = productFormRules(mode);
  const [issues, messageOf] = words.check(() => schema.safeParse(draft).error?.issues ?? []);
  return issues.map((issue) => {
    const message = messageOf(issue.message);
    return { field: issue.path.join('.'), message: message ? inEnglish(message) : issue.message };
  });
}
const messagesOf = (draft: ProductDraft, mode: ProductFormMode) => problemsOf(draft, mode).map((problem) => problem.message);

describe('the product form’s rules (the contract’s add and revise bodies)', () => {
  it('accepts a complete product, a chosen file counting as an image', () => {
    expect(messagesOf(validDraft(), 'add')).toEqual([]);
    expect(messagesOf(validDraft({ cover: storedImage(STORED) }), 'revise')).toEqual([]);
  });

  it('asks for a name and, when adding, a cover', () => {
    expect(messagesOf(validDraft({ proName: '  ', cover: storedImage('') }), 'add')).toEqual([
      'A cover image is required.',
      'The product name must not be empty.',
    ]);
  });

  it('lets a revise keep the stored cover', () => {
    expect(messagesOf(validDraft({ cover: storedImage('') }), 'revise')).toEqual([]);
  });

  it('names the sub-type whose name, image, unit price or stock is missing, tied to its field', () => {
    const draft = validDraft({ subTypeInfo: [subType(), subType({ Name: '', Price: '', LeftNum: '', Img: storedImage('') })] });
    expect(problemsOf(draft, 'add')).toEqual([
      { field: 'subTypeInfo.1.Name', message: 'Sub-type 2: the name must not be empty.' },
      { field: 'subTypeInfo.1.Img', message: 'Sub-type 2: an image is required.' },
      { field: 'subTypeInfo.1.Price', message: 'Sub-type 2: the unit price must not be empty.' },
      { field: 'subTypeInfo.1.LeftNum', message: 'Sub-type 2: the stock must not be empty.' },
    ]);
  });

  it('refuses a negative unit price or stock, a stock that is not whole, and the limits the server keeps', () => {
    expect(messagesOf(validDraft({ subTypeInfo: [subType({ Price: '-1', LeftNum: '-2' })] }), 'add')).toEqual([
      'Sub-type 1: the unit price must not be negative.',
      'Sub-type 1: the stock must not be negative.',
    ]);
    expect(messagesOf(validDraft({ subTypeInfo: [subType({ LeftNum: '1.5' })] }), 'add')).toEqual([
      'Sub-type 1: the stock must be a whole number.',
    ]);
    expect(messagesOf(validDraft({ subTypeInfo: [subType({ Price: '100001' })] }), 'add')).toEqual([
      'Sub-type 1: the unit price must be at most 100000.',
    ]);
  });

  it('on revise, lets the sale price be empty or equal to the unit price, but not negative nor above it', () => {
    expect(messagesOf(validDraft({ subTypeInfo: [subType({ SalePrice: '' })] }), 'revise')).toEqual([]);
    expect(messagesOf(validDraft({ subTypeInfo: [subType({ Price: '10', SalePrice: '10' })] }), 'revise')).toEqual([]);
    expect(messagesOf(validDraft({ subTypeInfo: [subType({ SalePrice: '-3' })] }), 'revise')).toEqual([
      'Sub-type 1: the sale price must not be negative.',
    ]);
    expect(problemsOf(validDraft({ subTypeInfo: [subType({ Price: '10', SalePrice: '11' })] }), 'revise')).toEqual([
      { field: 'subTypeInfo.0.SalePrice', message: 'Sub-type 1: the sale price must not be above the unit price.' },
    ]);
  });

  it('refuses two sub-types of one name', () => {
    expect(problemsOf(validDraft({ subTypeInfo: [subType(), subType()] }), 'add')).toEqual([
      { field: 'subTypeInfo', message: 'Sub-type 2: another sub-type is already named "Pink".' },
    ]);
  });

  it('asks for an image on each extra photo row', () => {
    const draft = validDraft({ imgSet: [{ ...newPhotoDraft(), Img: storedImage(STORED) }, newPhotoDraft()] });
    expect(problemsOf(draft, 'add')).toEqual([{ field: 'imgSet.1.Img', message: 'Photo 2: an image is required.' }]);
  });
});
