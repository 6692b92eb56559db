import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, withAdminMessageKeys } from './admin-messages.js';

describe('admin messages', () => {
  it('are written in English from the catalogue, with their values', () => {
    expect(withAdminMessageKeys(ADMIN_MESSAGES.product.stockSoldMeanwhile('Pink', 3))).toEqual({
      message: 'Only 3 of Pink are left now: some were sold meanwhile. Please reload and enter the stock again.',
      messageKeys: [{ key: 'product.stockSoldMeanwhile', params: { subType: 'Pink', left: 3 } }],
    });
  });

  it("write a list of choices with i18next's list format", () => {
    expect(withAdminMessageKeys(ADMIN_MESSAGES.product.listStockInvalid(['low', 'all'])).message).toBe('stock must be low or all.');
    expect(withAdminMessageKeys(ADMIN_MESSAGES.order.listStatusInvalid(['Paid', 'Shipped', 'Deny'])).message).toBe(
      'status must be one of: Paid, Shipped, Deny.',
    );
  });

  it('name no keys when a message joins a catalogue message with one from elsewhere', () => {
    expect(withAdminMessageKeys(`${ADMIN_MESSAGES.image.damaged}; property admin should not exist`)).toEqual({
      message: 'The image is damaged or incomplete.; property admin should not exist',
    });
  });

  it('leave other messages as they are', () => {
    expect(withAdminMessageKeys('Please log in')).toEqual({ message: 'Please log in' });
  });
});
