import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { welcomeBoardBodySchemas } from '../boards/welcome-board-bodies.js';
import { productBodySchemas } from '../products/product-bodies.js';
import { AdminRuleWords } from './admin-rule-words.js';
import { productFormMessages, welcomeBoardFormMessages, type SayAdminMessage } from './form-messages.js';

/** A language in which a message says the last part of its key and its values: both covers say "coverRequired". */
const plain: SayAdminMessage = ({ key, params }) => [key.split('.').pop(), ...Object.values(params ?? {})].join(' ');

const IMAGE = `/api/images/${'a'.repeat(64)}`;
const subType = { Name: 'Pink', Img: IMAGE, Price: 5, LeftNum: 3 };

/** zod says a refused rule's message when its issues are read, so a check reads them. */
const issuesOf = (schema: z.ZodMiniType, body: unknown) => schema.safeParse(body).error?.issues.map((issue) => issue.message);

function productRules() {
  const words = new AdminRuleWords(plain);
  return { words, schema: productBodySchemas(productFormMessages(words.say)).add };
}

describe('AdminRuleWords', () => {
  it("maps one text to each set of rules' own message", () => {
    const product = productRules();
    const boardWords = new AdminRuleWords(plain);
    const board = welcomeBoardBodySchemas(welcomeBoardFormMessages(boardWords.say)).add;

    const [productIssues, productMessageOf] = product.words.check(() =>
      issuesOf(product.schema, { proName: 'Bow', subTypeInfo: [subType] }),
    );
    const [boardIssues, boardMessageOf] = boardWords.check(() => issuesOf(board, { title: 'Spring', description: 'New season' }));

    expect(productIssues).toEqual(['coverRequired']);
    expect(boardIssues).toEqual(['coverRequired']);
    expect(productMessageOf('coverRequired')).toEqual({ key: 'product.coverRequired' });
    expect(boardMessageOf('coverRequired')).toEqual({ key: 'board.coverRequired' });
  });

  it('knows a message said during a check in that check only, and no text it did not say', () => {
    const { words, schema } = productRules();
    const body = { cover: IMAGE, proName: 'Bow', subTypeInfo: [subType, { ...subType, Name: 'Blue', Price: -1 }] };

    const [issues, messageOf] = words.check(() => issuesOf(schema, body));
    const [, laterMessageOf] = words.check(() => issuesOf(schema, { ...body, subTypeInfo: [subType] }));

    expect(issues).toEqual(['priceNegative 2']);

    expect(messageOf('priceNegative 2')).toEqual({ key: 'subType.priceNegative', params: { row: 2 } });
    expect(laterMessageOf('priceNegative 2')).toBeUndefined();
    expect(messageOf('Invalid input')).toBeUndefined();
  });

  it('says the messages a query schema takes as texts, keeping each function a function', () => {
    const said = new AdminRuleWords(plain).sayEach({
      listSearchNotText: { key: 'product.listSearchNotText' },
      listSearchTooLong: (max: number) => ({ key: 'product.listSearchTooLong', params: { max } }),
    });

    expect(said.listSearchNotText).toBe('listSearchNotText');
    expect(said.listSearchTooLong(80)).toBe('listSearchTooLong 80');
  });
});
