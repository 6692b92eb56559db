import { describe, expect, it } from 'vitest';
import {
  type AdminOrderRevisionMessages,
  continueCheckoutSessionBodySchema,
  createCheckoutSessionBodySchema,
  reviseOrderBodySchema,
} from './order-bodies.js';

const admin: AdminOrderRevisionMessages = {
  denyReasonRequired: 'Deny requires a reason.',
  cancelReasonRequired: 'Cancellation requires a reason.',
  reasonTooLong: (max) => `reason over ${max}`,
  deliveryUrlRequired: 'Need DeliveryURL.',
  deliveryUrlTooLong: (max) => `url over ${max}`,
  deliveryUrlNotHttp: 'not http',
  noteRequired: 'Note is empty.',
  noteTooLong: (max) => `note over ${max}`,
  expectedReviseDateInvalid: 'bad date',
};
const revise = reviseOrderBodySchema(admin);
const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
const line = {
  proid: '665f1c2b9a1e4b0012345678',
  subType: 'Pink',
  buyNum: 2,
  proname: 'Bunny',
  proprice: 9.99,
  totalPrice: '19.98',
  maxLeft: 3,
};
const checkout = { cart: [line], payment: 'card', location: ' 1 Main St ', recipient: 'Mia', phone: '555-123-4567' };

describe('checkout bodies', () => {
  it('takes whole cart lines and trims the delivery details', () => {
    expect(createCheckoutSessionBodySchema.parse(checkout)).toMatchObject({ location: '1 Main St', cart: [{ buyNum: 2 }] });
  });

  it.each([
    [{ cart: [] }, 'The cart is empty'],
    [{ cart: [{ ...line, buyNum: 1.5 }] }, 'buyNum must be a whole number from 1 to 999'],
    [{ cart: [{ ...line, discount: 1 }] }, 'property discount should not exist'],
    [{ payment: 'paypal' }, 'payment must be one of card, alipay'],
    [{ phone: undefined }, 'Your should provide your address information'],
    [{ recipient: 'N'.repeat(50) }, 'Name length is too long; input max 50'],
  ])('refuses a checkout with %j: %s', (change, message) => {
    expect(messagesOf(createCheckoutSessionBodySchema.safeParse({ ...checkout, ...change }))).toEqual([message]);
  });

  it('refuses to continue an order with a malformed id', () => {
    expect(messagesOf(continueCheckoutSessionBodySchema.safeParse({ orderId: 'nope', payment: 'card' }))).toEqual(['Invalid order id']);
  });
});

describe('order revision body', () => {
  it('keeps the trimmed text of the action, and only that', () => {
    expect(revise.parse({ status: 'Shipped', deliveryURL: ' https://track.example/1 ', note: 'ignored' })).toMatchObject({
      status: 'Shipped',
      deliveryURL: 'https://track.example/1',
    });
    expect(revise.parse({ status: 'Shipped', deliveryURL: 'https://track.example/1', note: 'ignored' }).note).toBeUndefined();
  });

  it.each([
    [{ status: 'Request Cancel', cancelReason: '  ' }, 'Please provide your reason'],
    [{ status: 'Deny' }, 'Deny requires a reason.'],
    [{ status: 'Canceled', reviseReason: 5 }, 'Cancellation requires a reason.'],
    [{ status: 'Shipped', deliveryURL: 'javascript:alert(1)' }, 'not http'],
    [{ status: 'Shipped' }, 'Need DeliveryURL.'],
    [{ note: '' }, 'Note is empty.'],
    [{ note: 'n'.repeat(2001) }, 'note over 2000'],
    [{ status: 'Paid' }, 'status must be one of Request Cancel, Deny, Canceled, Shipped, Delivered'],
    [{ status: 'Delivered', expectedReviseDate: 'yesterday' }, 'bad date'],
  ])('refuses %j: %s', (body, message) => {
    expect(messagesOf(revise.safeParse(body))).toEqual([message]);
  });

  it('takes Delivered with nothing else, and null as the ReviseDate of an order never revised', () => {
    expect(revise.parse({ status: 'Delivered', expectedReviseDate: null })).toMatchObject({
      status: 'Delivered',
      expectedReviseDate: null,
    });
  });
});
