import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminAnswerMessage, inEnglish } from './admin-messages.js';

describe('admin messages', () => {
  it('are written in English from the catalogue, with their values', () => {
    expect(adminAnswerMessage(ADMIN_MESSAGES.product.stockSoldMeanwhile('Pink', 3))).toEqual({
      message: 'Only 3 of Pink are left now: some were sold meanwhile. Please reload and enter the stock again.',
      messageKeys: [{ key: 'product.stockSoldMeanwhile', params: { subType: 'Pink', left: 3 } }],
    });
  });

  it("write a list of choices with i18next's list format", () => {
    expect(inEnglish(ADMIN_MESSAGES.productList.listStockInvalid(['low', 'all']))).toBe('stock must be low or all.');
    expect(inEnglish(ADMIN_MESSAGES.orderRules.listStatusInvalid(['Paid', 'Shipped', 'Deny']))).toBe(
      'status must be one of: Paid, Shipped, Deny.',
    );
  });

  it('carry no values when their text needs none', () => {
    expect(adminAnswerMessage(ADMIN_MESSAGES.dashboard.loaded).messageKeys).toStrictEqual([{ key: 'dashboard.loaded' }]);
  });
});
