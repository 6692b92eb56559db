import { describe, expect, it } from 'vitest';
import { conversationListQuerySchema, messagePageQuerySchema } from './chat-queries.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the chat's list queries", () => {
  it('reads whole numbers written as digits, and nothing when nothing is asked', () => {
    expect(messagePageQuerySchema.parse({ before: '4', limit: '10' })).toEqual({ before: 4, limit: 10 });
    expect(messagePageQuerySchema.parse({})).toEqual({});
    expect(conversationListQuerySchema.parse({ page: '2' })).toEqual({ page: 2 });
  });

  it.each([
    [{ before: '0' }, 'before must be a message seq (a whole number from 1).'],
    [{ before: '1e3' }, 'before must be a message seq (a whole number from 1).'],
    [{ before: ['1', '2'] }, 'before must be a message seq (a whole number from 1).'],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: '' }, 'limit must be a whole number from 1 to 100.'],
    [{ since: '3' }, 'property since should not exist'],
  ])('refuses a message page %j: "%s"', (query, expected) => {
    expect(firstMessage(messagePageQuerySchema.safeParse(query))).toBe(expected);
  });

  it.each([['0'], ['100001'], ['-1'], ['one']])('refuses conversation page %s', (page) => {
    expect(firstMessage(conversationListQuerySchema.safeParse({ page }))).toBe('Page must be a whole number from 1 to 100000');
  });
});
