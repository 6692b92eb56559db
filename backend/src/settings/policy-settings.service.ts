import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { PolicySettings } from '@shop/contracts/settings/policy-settings';
import { SHOP_SETTINGS_ID, ShopSettings } from './schemas/shop-settings.schema.js';

/** The shipping, returns and privacy texts of /policy, as the back office writes them (empty until then). */
@Injectable()
export class PolicySettingsService {
  constructor(@InjectModel(ShopSettings.name) private readonly settings: Model<ShopSettings>) {}

  async get(): Promise<PolicySettings> {
    const stored = await this.settings.findById(SHOP_SETTINGS_ID, { ShippingPolicy: 1, ReturnsPolicy: 1, PrivacyPolicy: 1 }).lean();
    return { shipping: stored?.ShippingPolicy ?? '', returns: stored?.ReturnsPolicy ?? '', privacy: stored?.PrivacyPolicy ?? '' };
  }

  async put(policies: PolicySettings): Promise<PolicySettings> {
    await this.settings.updateOne(
      { _id: SHOP_SETTINGS_ID },
      { $set: { ShippingPolicy: policies.shipping, ReturnsPolicy: policies.returns, PrivacyPolicy: policies.privacy } },
      { upsert: true },
    );
    return policies;
  }
}
