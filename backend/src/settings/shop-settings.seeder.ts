import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { SHOP_SETTINGS_ID, ShopSettings } from './schemas/shop-settings.schema.js';
import { ShippingSettingsService } from './shipping-settings.service.js';

/** Fills the settings an admin has not set yet (the demo shop's), leaving every one already set as it is. */
@Injectable()
export class ShopSettingsSeeder {
  constructor(
    @InjectModel(ShopSettings.name) private readonly settings: Model<ShopSettings>,
    private readonly shipping: ShippingSettingsService,
  ) {}

  async seedUnset(defaults: Omit<ShopSettings, '_id'>): Promise<void> {
    await this.settings.updateOne({ _id: SHOP_SETTINGS_ID }, { $setOnInsert: { _id: SHOP_SETTINGS_ID } }, { upsert: true });
    for (const [field, value] of Object.entries(defaults)) {
      await this.settings.updateOne({ _id: SHOP_SETTINGS_ID, [field]: { $exists: false } }, { $set: { [field]: value as unknown } });
    }
    this.shipping.forgetRate();
  }
}
