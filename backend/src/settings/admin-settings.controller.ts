import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { POLICY_MESSAGES, type PolicySettings, policySettingsSchema } from '@shop/contracts/settings/policy-settings';
import { SHIPPING_SETTINGS_MESSAGES, type ShippingSettings, shippingSettingsSchema } from '@shop/contracts/settings/shipping-settings';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { PolicySettingsService } from './policy-settings.service.js';
import { ShippingSettingsService } from './shipping-settings.service.js';

/** The back office's shop settings: shipping rate and policy texts. */
@Controller('admin/settings')
@UseGuards(AdminGuard)
export class AdminSettingsController {
  constructor(
    private readonly shipping: ShippingSettingsService,
    private readonly policies: PolicySettingsService,
  ) {}

  @Get('shipping')
  async getShipping() {
    return { success: true, shipping: await this.shipping.get(), message: SHIPPING_SETTINGS_MESSAGES.loaded };
  }

  @Put('shipping')
  async putShipping(@Body(new ZodValidationPipe(shippingSettingsSchema)) body: ShippingSettings) {
    return { success: true, shipping: await this.shipping.put(body), message: SHIPPING_SETTINGS_MESSAGES.saved };
  }

  @Get('policies')
  async getPolicies() {
    return { success: true, policies: await this.policies.get(), message: POLICY_MESSAGES.loaded };
  }

  @Put('policies')
  async putPolicies(@Body(new ZodValidationPipe(policySettingsSchema)) body: PolicySettings) {
    return { success: true, policies: await this.policies.put(body), message: POLICY_MESSAGES.saved };
  }
}
