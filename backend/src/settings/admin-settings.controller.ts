import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import {
  POLICY_MESSAGES,
  type PolicySettings,
  type PolicySettingsResponse,
  policySettingsBodySchema,
  policySettingsResponseSchema,
} from '@shop/contracts/settings/policy-settings';
import {
  SHIPPING_SETTINGS_MESSAGES,
  type ShippingSettings,
  type ShippingSettingsResponse,
  shippingSettingsBodySchema,
  shippingSettingsResponseSchema,
} from '@shop/contracts/settings/shipping-settings';
import { settingsRuleMessages } from '@shop/contracts/admin-messages/form-messages';
import { englishRuleWords } from '../common/admin-rule-words.js';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { PolicySettingsService } from './policy-settings.service.js';
import { ShippingSettingsService } from './shipping-settings.service.js';

const settingsWords = englishRuleWords();
const settingsRules = settingsRuleMessages(settingsWords.say);
const shippingBody = shippingSettingsBodySchema(settingsRules);
const policiesBody = policySettingsBodySchema(settingsRules.policyText);

/** The back office's shop settings: shipping rate and policy texts. */
@Controller('admin/settings')
@UseGuards(AdminGuard)
export class AdminSettingsController {
  constructor(
    private readonly shipping: ShippingSettingsService,
    private readonly policies: PolicySettingsService,
  ) {}

  @Get('shipping')
  @Contract({
    summary: 'The flat shipping rate and the free-shipping threshold',
    access: 'admin',
    errors: [],
    answer: shippingSettingsResponseSchema,
  })
  async getShipping(): Promise<ShippingSettingsResponse> {
    return { success: true, shipping: await this.shipping.get(), message: SHIPPING_SETTINGS_MESSAGES.loaded };
  }

  @Put('shipping')
  @Contract({
    summary: 'Sets the flat shipping rate and the free-shipping threshold (dollars)',
    access: 'admin',
    errors: [400],
    body: shippingBody,
    answer: shippingSettingsResponseSchema,
  })
  async putShipping(@Body(new ZodValidationPipe(shippingBody, settingsWords)) body: ShippingSettings): Promise<ShippingSettingsResponse> {
    return { success: true, shipping: await this.shipping.put(body), message: SHIPPING_SETTINGS_MESSAGES.saved };
  }

  @Get('policies')
  @Contract({
    summary: 'The shipping, returns and privacy texts',
    access: 'admin',
    errors: [],
    answer: policySettingsResponseSchema,
  })
  async getPolicies(): Promise<PolicySettingsResponse> {
    return { success: true, policies: await this.policies.get(), message: POLICY_MESSAGES.loaded };
  }

  @Put('policies')
  @Contract({
    summary: 'Sets the shipping, returns and privacy texts (plain text)',
    access: 'admin',
    errors: [400],
    body: policiesBody,
    answer: policySettingsResponseSchema,
  })
  async putPolicies(@Body(new ZodValidationPipe(policiesBody, settingsWords)) body: PolicySettings): Promise<PolicySettingsResponse> {
    return { success: true, policies: await this.policies.put(body), message: POLICY_MESSAGES.saved };
  }
}
