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

  /** One ordered bulk write, run at each start with demo data: the document, then each field it lacks. */
  async seedUnset(defaults: Omit<ShopSettings, '_id'>): Promise<void> {
    await this.settings.bulkWrite([
      { updateOne: { filter: { _id: SHOP_SETTINGS_ID }, update: { $setOnInsert: { _id: SHOP_SETTINGS_ID } }, upsert: true } },
      ...Object.entries(defaults).map(([field, value]) => ({
        updateOne: { filter: { _id: SHOP_SETTINGS_ID, [field]: { $exists: false } }, update: { $set: { [field]: value } } },
      })),
    ]);
    this.shipping.forgetRate();
  }
}
