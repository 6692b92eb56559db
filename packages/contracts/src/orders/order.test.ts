import { describe, expect, it } from 'vitest';
import { adminOrdersPageResponseSchema, getAdminOrderResponseSchema, reviseOrderResponseSchema } from './admin-order.js';
import { checkoutSessionResponseSchema, getOrderResponseSchema, orderHistoryPageResponseSchema, orderItemResponseSchema } from './order.js';

const line = {
  proid: '665f1c2b9a1e4b0012345678',
  proname: 'Bunny keychain',
  proprice: 9.99,
  subType: 'Pink',
  buyNum: 2,
  totalPrice: '19.98',
  maxLeft: 3,
};
const order = {
  _id: '665f1c2b9a1e4b0012345679',
  CreateDate: '2026-03-04T10:00:00.000Z',
  OwnerId: '665f1c2b9a1e4b001234567a',
  UserName: 'Mia Chen',
  Phone: '555-010-2030',
  Location: '12 Sunny Lane, Springfield, IL 62701',
  DeliveryURL: '',
  Status: 'Paying',
  ReviseDate: null,
  ReviseReason: '',
  CancelReason: '',
  Note: '',
  Email: 'mia@example.com',
  IfPaid: false,
  IfShipped: false,
  IfDelivered: false,
  IfCanceled: false,
  BuyItem: [line],
  TotalPrice: 19.98,
  Subtotal: 19.98,
  Discount: 0,
  DiscountCode: null,
  Shipping: 0,
  PaymentMethod: 'card',
  PaymentDeadline: '2026-03-04T10:05:00.000Z',
};
const adminOrder = {
  ...order,
  PaymentProvider: 'test',
  PaymentSessionId: 'cs_test_1',
  PaymentIntentId: null,
  NeedsRefund: false,
  RefundId: null,
  PaymentProblem: null,
  StatusHistory: [{ at: order.CreateDate, by: order.OwnerId, from: null, to: 'Paying', reason: '' }],
  AllowedStatuses: ['Canceled'],
  Notes: [{ at: order.CreateDate, by: '665f1c2b9a1e4b001234567b', text: 'Gift wrap' }],
};

describe('order responses', () => {
  it('accepts a cart line as an order item and rejects a total that is a number', () => {
    expect(orderItemResponseSchema.parse(line)).toEqual(line);
    expect(orderItemResponseSchema.safeParse({ ...line, totalPrice: 19.98 }).success).toBe(false);
  });

  it('accepts the shopper history page', () => {
    const page = { success: true, orders: [order], hasMore: false, message: 'Orders loaded' };
    expect(orderHistoryPageResponseSchema.parse(page)).toEqual(page);
  });

  it('reads one order as its shopper sees it and as an admin does', () => {
    const asShopper = { success: true, order, message: 'Order loaded' };
    expect(getOrderResponseSchema.parse(asShopper)).toEqual(asShopper);
    expect(getAdminOrderResponseSchema.safeParse(asShopper).success).toBe(false);
    const asAdmin = { success: true, order: adminOrder, message: 'Order loaded' };
    expect(getAdminOrderResponseSchema.parse(asAdmin)).toEqual(asAdmin);
  });

  it("answers a shopper's cancel request with the message only, an admin's revision with the order", () => {
    const request = { success: true, message: 'Cancel request sent' };
    expect(reviseOrderResponseSchema.parse(request)).toEqual(request);
    const revision = {
      success: true,
      message: 'The order was marked as shipped.',
      messageKeys: [{ key: 'order.shipped' }],
      order: adminOrder,
    };
    expect(reviseOrderResponseSchema.parse(revision)).toEqual(revision);
  });

  it('rejects a status the shop does not have', () => {
    const page = { success: true, orders: [{ ...order, Status: 'Lost' }], hasMore: false, message: '' };
    expect(orderHistoryPageResponseSchema.safeParse(page).success).toBe(false);
  });

  it('rejects an admin page whose orders lack their history', () => {
    const { StatusHistory: _history, ...withoutHistory } = adminOrder;
    const page = { success: true, orders: [withoutHistory], totalItemNum: 1, totalValue: 19.98, message: '' };
    expect(adminOrdersPageResponseSchema.safeParse(page).success).toBe(false);
    expect(adminOrdersPageResponseSchema.parse({ ...page, orders: [adminOrder] }).orders[0]).toEqual(adminOrder);
  });

  it('needs the session id and payment page of a checkout', () => {
    const answer = {
      success: true,
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      orderId: order._id,
      message: 'Redirecting to checkout...',
    };
    expect(checkoutSessionResponseSchema.parse(answer)).toEqual(answer);
    expect(checkoutSessionResponseSchema.safeParse({ ...answer, url: undefined }).success).toBe(false);
  });
});
