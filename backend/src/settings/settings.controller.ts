import { Controller, Get } from '@nestjs/common';
import { POLICY_MESSAGES } from '@shop/contracts/settings/policy-settings';
import { SHIPPING_SETTINGS_MESSAGES } from '@shop/contracts/settings/shipping-settings';
import { PolicySettingsService } from './policy-settings.service.js';
import { ShippingSettingsService } from './shipping-settings.service.js';

/** What every visitor may read of the settings: the cart drawer's shipping rate and the /policy texts. */
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly shipping: ShippingSettingsService,
    private readonly policies: PolicySettingsService,
  ) {}

  @Get('shipping')
  async getShipping() {
    return { success: true, shipping: await this.shipping.get(), message: SHIPPING_SETTINGS_MESSAGES.loaded };
  }

  @Get('policies')
  async getPolicies() {
    return { success: true, policies: await this.policies.get(), message: POLICY_MESSAGES.loaded };
  }
}
