import type { ShopSettings } from '../settings/schemas/shop-settings.schema.js';

/** The demo shop's shipping rate (the welcome board promises free shipping over $49) and policies. */
export const DEMO_SETTINGS: Omit<ShopSettings, '_id'> = {
  FlatRateCents: 499,
  FreeOverCents: 4900,
  ShippingPolicy: [
    'Orders ship within two working days from our studio, tracked, to any address in the United States.',
    'Shipping is a flat $4.99 per order, and free on orders of $49 or more after discounts.',
  ].join('\n\n'),
  ReturnsPolicy: [
    'Not in love with it? Send it back unused within 30 days of delivery for a full refund of the items.',
    'Ask for a return from your order page (/orders), or write to us in the chat.',
  ].join('\n\n'),
  PrivacyPolicy: [
    'We keep your e-mail address, delivery address and orders to run your account and deliver your orders, and nothing else.',
    'We never sell your data. Payments are handled by Stripe (https://stripe.com/privacy); we never see your card.',
  ].join('\n\n'),
};
