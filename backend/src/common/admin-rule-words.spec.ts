import { productFormMessages, welcomeBoardFormMessages } from '@shop/contracts/admin-messages/form-messages';
import { welcomeBoardBodySchemas } from '@shop/contracts/boards/welcome-board-bodies';
import { productBodySchemas } from '@shop/contracts/products/product-bodies';
import { describe, expect, it } from 'vitest';
import { AdminMessageException } from './admin-message.exception.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { englishRuleWords } from './admin-rule-words.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const productWords = englishRuleWords();
const productPipe = new ZodValidationPipe(productBodySchemas(productFormMessages(productWords.say)).add, productWords);
const boardWords = englishRuleWords();
const boardPipe = new ZodValidationPipe(welcomeBoardBodySchemas(welcomeBoardFormMessages(boardWords.say)).add, boardWords);

const IMAGE = `/api/images/${'a'.repeat(64)}`;
const subType = { Name: 'Pink', Img: IMAGE, Price: 5, LeftNum: 3 };

function refusal(pipe: ZodValidationPipe<unknown>, body: unknown): AdminMessageException {
  try {
    pipe.transform(body);
  } catch (error) {
    expect(error).toBeInstanceOf(AdminMessageException);
    return error as AdminMessageException;
  }
  throw new Error('the body was accepted');
}

describe('the English rule words of the validation pipe', () => {
  it("gives the product and board forms' refusals their own keys, though their English texts are the same", () => {
    const product = refusal(productPipe, { proName: 'Bow', subTypeInfo: [subType] });
    const board = refusal(boardPipe, { title: 'Spring', description: 'New season' });

    expect(product.message).toBe('A cover image is required.');
    expect(board.message).toBe(product.message);
    expect(product.messageKeys).toEqual([{ key: 'product.coverRequired' }]);
    expect(board.messageKeys).toEqual([{ key: 'board.coverRequired' }]);
    expect(product.getStatus()).toBe(400);
  });

  it("names the row of a row's refusal, said as the row fails", () => {
    const rows = [subType, { ...subType, Name: 'Blue', Price: -1 }];
    const refused = refusal(productPipe, { cover: IMAGE, proName: 'Bow', subTypeInfo: rows });

    expect(refused.message).toBe('Sub-type 2: the unit price must not be negative.');
    expect(refused.messageKeys).toEqual([{ key: 'subType.priceNegative', params: { row: 2 } }]);
  });

  it("joins the first refusal of each field in the schema's field order, each with its key", () => {
    const refused = refusal(boardPipe, { cover: IMAGE, title: ' ', description: 'x'.repeat(5001) });

    expect(refused.message).toBe('The title must not be empty.; The description must be at most 5000 characters.');
    expect(refused.messageKeys).toEqual([{ key: 'board.titleRequired' }, { key: 'board.descriptionTooLong', params: { max: 5000 } }]);
  });

  it('says the messages a query schema takes as texts, keeping each function a function', () => {
    const words = englishRuleWords();
    const said = words.sayEach(ADMIN_MESSAGES.productList);

    expect(said.listSearchNotText).toBe('q must be one piece of text.');
    expect(said.listSearchTooLong(80)).toBe('q must be at most 80 characters.');
  });
});
