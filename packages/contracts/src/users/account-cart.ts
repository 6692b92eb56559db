/** The cart a logged-in shopper's devices share (issue 33): GET/PUT /api/users/cart. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';
import { cartLineBodySchema, CHECKOUT_MESSAGES, MAX_CART_LINES } from '../orders/order-bodies.js';
import { orderItemResponseSchema } from '../orders/order.js';

export const ACCOUNT_CART_MESSAGES = {
  loaded: 'Cart loaded',
  saved: 'Cart saved',
  merge: 'merge must be true or false',
} as const;

/**
 * The device's cart. `merge: true` (at login) merges it into the account's: of a sub-type in both, the larger
 * quantity, capped by the stock; otherwise it replaces the account's cart. An empty cart is allowed.
 */
export const putAccountCartBodySchema = strictBody({
  cart: z.array(cartLineBodySchema, CHECKOUT_MESSAGES.emptyCart).check(z.maxLength(MAX_CART_LINES, CHECKOUT_MESSAGES.tooManyLines)),
  merge: z.optional(z.boolean(ACCOUNT_CART_MESSAGES.merge)),
});
export type PutAccountCartBody = z.infer<typeof putAccountCartBodySchema>;

/** The account's cart at today's prices and stock; lines of products no longer listed are left out. */
export const accountCartResponseSchema = z.object({
  success: z.literal(true),
  cart: z.array(orderItemResponseSchema),
  message: z.string(),
});
export type AccountCartResponse = z.infer<typeof accountCartResponseSchema>;
