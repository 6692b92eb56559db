import { productFormMessages } from '@shop/contracts/admin-messages/form-messages';
import { productBodySchemas } from '@shop/contracts/products/product-bodies';
import * as z from 'zod/mini';
import { adminFormWords, type AdminFormRules } from '../forms/admin-form-rules';
import { urlToCheck } from '../uploads/image-draft';
import { toProductFields, type ProductDraft } from './product-draft';

export type ProductFormMode = 'add' | 'revise';

const words = adminFormWords();
const bodies = productBodySchemas(productFormMessages(words.say));
/** The revise page sends which product and its version itself: the admin edits neither. */
const reviseFields = z.omit(bodies.revise, { proID: true, updatedAt: true });

/**
 * The product form's rules: the body schema the server checks the add or revise call with, fed the draft
 * as it would be sent, chosen image files counting as stored (they are uploaded first). So the admin hears
 * the server's words, each row's naming its number, before anything is uploaded.
 */
export function productFormRules(mode: ProductFormMode): AdminFormRules<ProductDraft> {
  return { schema: productFormSchema(mode), words };
}

function productFormSchema(mode: ProductFormMode): z.ZodMiniType<unknown, ProductDraft> {
  return mode === 'add'
    ? z.pipe(
        z.transform((draft: ProductDraft): unknown => toProductFields(draft, urlToCheck)),
        bodies.add,
      )
    : z.pipe(
        z.transform((draft: ProductDraft): unknown => ({ ...toProductFields(draft, urlToCheck), display: draft.listed })),
        reviseFields,
      );
}
