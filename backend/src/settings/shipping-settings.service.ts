import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { ShippingSettings } from '@shop/contracts/settings/shipping-settings';
import { fromCents, toCents } from '../common/money.js';
import { SHOP_SETTINGS_ID, ShopSettings } from './schemas/shop-settings.schema.js';

/** The rate in cents; freeOverCents null: never free. */
export interface ShippingRate {
  flatRateCents: number;
  freeOverCents: number | null;
}

/** Until the admin sets a rate, shipping costs nothing. */
const DEFAULT_RATE: ShippingRate = { flatRateCents: 0, freeOverCents: null };

/** The flat shipping rate and its free-shipping threshold, as the back office sets them. */
@Injectable()
export class ShippingSettingsService {
  constructor(@InjectModel(ShopSettings.name) private readonly settings: Model<ShopSettings>) {}

  async rate(): Promise<ShippingRate> {
    const stored = await this.settings.findById(SHOP_SETTINGS_ID, { FlatRateCents: 1, FreeOverCents: 1 }).lean();
    return {
      flatRateCents: stored?.FlatRateCents ?? DEFAULT_RATE.flatRateCents,
      freeOverCents: stored?.FreeOverCents === undefined ? DEFAULT_RATE.freeOverCents : stored.FreeOverCents,
    };
  }

  async get(): Promise<ShippingSettings> {
    return toShippingSettings(await this.rate());
  }

  async put(settings: ShippingSettings): Promise<ShippingSettings> {
    const rate: ShippingRate = {
      flatRateCents: toCents(settings.flatRate),
      freeOverCents: settings.freeOver === null ? null : toCents(settings.freeOver),
    };
    await this.settings.updateOne(
      { _id: SHOP_SETTINGS_ID },
      { $set: { FlatRateCents: rate.flatRateCents, FreeOverCents: rate.freeOverCents } },
      { upsert: true },
    );
    return toShippingSettings(rate);
  }
}

/** What shipping costs for a subtotal (after its discount). */
export function shippingCents(rate: ShippingRate, subtotalCents: number): number {
  return rate.freeOverCents !== null && subtotalCents >= rate.freeOverCents ? 0 : rate.flatRateCents;
}

function toShippingSettings(rate: ShippingRate): ShippingSettings {
  return { flatRate: fromCents(rate.flatRateCents), freeOver: rate.freeOverCents === null ? null : fromCents(rate.freeOverCents) };
}
