import { Controller, Get } from '@nestjs/common';
import { POLICY_MESSAGES, type PolicySettingsResponse, policySettingsResponseSchema } from '@shop/contracts/settings/policy-settings';
import {
  SHIPPING_SETTINGS_MESSAGES,
  type ShippingSettingsResponse,
  shippingSettingsResponseSchema,
} from '@shop/contracts/settings/shipping-settings';
import { Contract } from '../common/api-contract.decorator.js';
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
  @Contract({
    summary: 'The flat shipping rate and the free-shipping threshold',
    access: 'public',
    errors: [],
    answer: shippingSettingsResponseSchema,
  })
  async getShipping(): Promise<ShippingSettingsResponse> {
    return { success: true, shipping: await this.shipping.get(), message: SHIPPING_SETTINGS_MESSAGES.loaded };
  }

  @Get('policies')
  @Contract({
    summary: 'The shipping, returns and privacy texts of /policy',
    access: 'public',
    errors: [],
    answer: policySettingsResponseSchema,
  })
  async getPolicies(): Promise<PolicySettingsResponse> {
    return { success: true, policies: await this.policies.get(), message: POLICY_MESSAGES.loaded };
  }
}
