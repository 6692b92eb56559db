/** The shop's shipping rate (issue 33): a flat rate per order, free from a subtotal on. Dollars. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const MAX_SHIPPING_DOLLARS = 1000;

export const SHIPPING_SETTINGS_MESSAGES = {
  flatRate: `flatRate must be an amount in dollars from 0 to ${MAX_SHIPPING_DOLLARS}, to the cent`,
  freeOver: 'freeOver must be an amount in dollars of at least 0, to the cent, or null for never',
  saved: 'Shipping settings saved',
  loaded: 'Shipping settings loaded',
} as const;

const isWholeCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/** Shipping is free when the subtotal (after any discount) reaches freeOver; null: never free. */
export const shippingSettingsSchema = strictBody({
  flatRate: z
    .number(SHIPPING_SETTINGS_MESSAGES.flatRate)
    .check(
      z.gte(0, SHIPPING_SETTINGS_MESSAGES.flatRate),
      z.lte(MAX_SHIPPING_DOLLARS, SHIPPING_SETTINGS_MESSAGES.flatRate),
      z.refine(isWholeCents, SHIPPING_SETTINGS_MESSAGES.flatRate),
    ),
  freeOver: z.nullable(
    z
      .number(SHIPPING_SETTINGS_MESSAGES.freeOver)
      .check(z.gte(0, SHIPPING_SETTINGS_MESSAGES.freeOver), z.refine(isWholeCents, SHIPPING_SETTINGS_MESSAGES.freeOver)),
  ),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const shippingSettingsResponseSchema = z.object({
  success: z.literal(true),
  shipping: shippingSettingsSchema,
  message: z.string(),
});
export type ShippingSettingsResponse = z.infer<typeof shippingSettingsResponseSchema>;
