/** The shop's shipping rate (issue 33): a flat rate per order, free from a subtotal on. Dollars. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const MAX_SHIPPING_DOLLARS = 1000;

export const SHIPPING_SETTINGS_MESSAGES = {
  saved: 'Shipping settings saved',
  loaded: 'Shipping settings loaded',
} as const;

/** The refusals of a shipping body: the server passes the English texts of its admin catalogue messages (answered with their keys). */
export interface ShippingRuleMessages {
  flatRate: string;
  freeOver: string;
}

const isWholeCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/** Shipping is free when the subtotal (after any discount) reaches freeOver; null: never free. */
const shippingSettingsShape = { flatRate: z.number(), freeOver: z.nullable(z.number()) };
export type ShippingSettings = z.infer<z.ZodMiniObject<typeof shippingSettingsShape>>;

/** An admin's shipping settings, checked. */
export function shippingSettingsBodySchema(messages: ShippingRuleMessages) {
  return strictBody({
    flatRate: z
      .number(messages.flatRate)
      .check(z.gte(0, messages.flatRate), z.lte(MAX_SHIPPING_DOLLARS, messages.flatRate), z.refine(isWholeCents, messages.flatRate)),
    freeOver: z.nullable(z.number(messages.freeOver).check(z.gte(0, messages.freeOver), z.refine(isWholeCents, messages.freeOver))),
  });
}

export const shippingSettingsResponseSchema = z.object({
  success: z.literal(true),
  shipping: z.object(shippingSettingsShape),
  message: z.string(),
});
export type ShippingSettingsResponse = z.infer<typeof shippingSettingsResponseSchema>;
