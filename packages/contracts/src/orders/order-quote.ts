/** POST /api/orders/quote (issue 33): what a cart costs with shipping and a discount code, before checking out. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';
import { cartLineBodySchema, CHECKOUT_MESSAGES, enteredDiscountCode, MAX_CART_LINES } from './order-bodies.js';

export const quoteBodySchema = strictBody({
  cart: z
    .array(cartLineBodySchema, CHECKOUT_MESSAGES.emptyCart)
    .check(z.minLength(1, CHECKOUT_MESSAGES.emptyCart), z.maxLength(MAX_CART_LINES, CHECKOUT_MESSAGES.tooManyLines)),
  discountCode: enteredDiscountCode,
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

/** Dollars. `discountCode` is the code applied, null when none was entered or it was refused (`message` says why). */
export const quoteResponseSchema = z.object({
  success: z.literal(true),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  discountCode: z.nullable(z.string()),
  message: z.string(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
