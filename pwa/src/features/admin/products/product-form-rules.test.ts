import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../test/admin-language';
import { chosenImage, storedImage } from '../uploads/image-draft';
import { emptyProductDraft, newPhotoDraft, newSubTypeDraft, type ProductDraft, type SubTypeDraft } from './product-draft';
import { productFormProblems } from './product-form-rules';

const png = new File(['png'], 'kitty.png', { type: 'image/png' });

function subType(overrides: Partial<SubTypeDraft> = {}): SubTypeDraft {
  return { ...newSubTypeDraft(), name: 'Pink', price: '12.5', stock: '4', image: chosenImage(png), ...overrides };
}

function validDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return { ...emptyProductDraft(), name: 'Kitty keychain', cover: chosenImage(png), subTypes: [subType()], ...overrides };
}

const messagesOf = (draft: ProductDraft, mode: 'add' | 'revise') =>
  productFormProblems(draft, mode).map((problem) => inEnglish(problem.message));

describe('product form rules', () => {
  it('accepts a complete product', () => {
    expect(messagesOf(validDraft(), 'add')).toEqual([]);
    expect(messagesOf(validDraft({ cover: storedImage('/api/images/a') }), 'revise')).toEqual([]);
  });

  it('asks for a name and, when adding, a cover file', () => {
    expect(messagesOf(validDraft({ name: '  ', cover: storedImage('') }), 'add')).toEqual([
      'The product name must not be empty.',
      'A cover image is required.',
    ]);
  });

  it('lets a revise keep the stored cover', () => {
    expect(messagesOf(validDraft({ cover: storedImage('') }), 'revise')).toEqual([]);
  });

  it('names the sub-type whose name, unit price, stock or image is missing', () => {
    const draft = validDraft({ subTypes: [subType(), subType({ name: '', price: '', stock: '', image: storedImage('') })] });
    expect(messagesOf(draft, 'add')).toEqual([
      'Sub-type 2: the name must not be empty.',
      'Sub-type 2: the unit price must not be empty.',
      'Sub-type 2: the stock must not be empty.',
      'Sub-type 2: an image is required.',
    ]);
  });

  it('refuses a negative unit price or stock, and a stock that is not whole', () => {
    expect(messagesOf(validDraft({ subTypes: [subType({ price: '-1', stock: '-2' })] }), 'add')).toEqual([
      'Sub-type 1: the unit price must not be negative.',
      'Sub-type 1: the stock must not be negative.',
    ]);
    expect(messagesOf(validDraft({ subTypes: [subType({ stock: '1.5' })] }), 'add')).toEqual([
      'Sub-type 1: the stock must be a whole number.',
    ]);
  });

  it('on revise, lets the sale price be empty but not negative nor above the unit price', () => {
    expect(messagesOf(validDraft({ subTypes: [subType({ salePrice: '' })] }), 'revise')).toEqual([]);
    expect(messagesOf(validDraft({ subTypes: [subType({ salePrice: '0' })] }), 'revise')).toEqual([]);
    expect(messagesOf(validDraft({ subTypes: [subType({ salePrice: '-3' })] }), 'revise')).toEqual([
      'Sub-type 1: the sale price must not be negative.',
    ]);
    expect(messagesOf(validDraft({ subTypes: [subType({ price: '10', salePrice: '11' })] }), 'revise')).toEqual([
      'Sub-type 1: the sale price must not be above the unit price.',
    ]);
  });

  it('asks for an image on each extra photo row', () => {
    const draft = validDraft({ photos: [{ ...newPhotoDraft(), image: storedImage('/api/images/a') }, newPhotoDraft()] });
    expect(messagesOf(draft, 'add')).toEqual(['Photo 2: an image is required.']);
  });

  it('ties each problem to its field', () => {
    const row = subType({ price: '' });
    expect(productFormProblems(validDraft({ name: '', subTypes: [row] }), 'add').map((problem) => problem.field)).toEqual([
      'name',
      `${row.key}.price`,
    ]);
  });
});
