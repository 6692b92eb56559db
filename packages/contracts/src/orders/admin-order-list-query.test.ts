import { describe, expect, it } from 'vitest';
import { adminOrderListQuerySchema } from './admin-order-list-query.js';

const schema = adminOrderListQuerySchema({
  listStatusInvalid: (choices) => `status: ${choices.join('|')}`,
  listSearchNotText: 'q not text',
  listSearchTooLong: (max) => `q over ${max}`,
  listSortInvalid: (choices) => `sort: ${choices.join('|')}`,
  listDateInvalid: (field) => `${field} not a day`,
  listDatesReversed: 'from after to',
});
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the back office's order list query", () => {
  it('takes a status, a trimmed search and a sort, all optional', () => {
    expect(schema.parse({ status: 'Paid', q: ' ann ', sort: 'oldest' })).toEqual({ status: 'Paid', q: 'ann', sort: 'oldest' });
    expect(schema.parse({})).toEqual({});
  });

  it('takes a range of creation days, one day alone included', () => {
    expect(schema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(schema.parse({ from: '2026-11-29', to: '2026-11-29' })).toEqual({ from: '2026-11-29', to: '2026-11-29' });
  });

  it.each([
    [{ status: 'Lost' }, 'status: Paying|Paid|Shipped|Delivered|Canceled|Request Cancel|Deny'],
    [{ status: ['Paid', 'Shipped'] }, 'status: Paying|Paid|Shipped|Delivered|Canceled|Request Cancel|Deny'],
    [{ q: ['a', 'b'] }, 'q not text'],
    [{ q: 'x'.repeat(101) }, 'q over 100'],
    [{ sort: 'price' }, 'sort: newest|oldest'],
    [{ from: '29/11/2026' }, 'from not a day'],
    [{ to: '2026-02-30' }, 'to not a day'],
    [{ from: '2026-12-01', to: '2026-11-30' }, 'from after to'],
    [{ colour: 'pink' }, 'property colour should not exist'],
  ])('refuses %j: "%s"', (query, expected) => {
    expect(firstMessage(schema.safeParse(query))).toBe(expected);
  });
});
