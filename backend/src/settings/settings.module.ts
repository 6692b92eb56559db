import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminSettingsController } from './admin-settings.controller.js';
import { PolicySettingsService } from './policy-settings.service.js';
import { ShopSettings, ShopSettingsSchema } from './schemas/shop-settings.schema.js';
import { SettingsController } from './settings.controller.js';
import { ShippingSettingsService } from './shipping-settings.service.js';
import { ShopSettingsSeeder } from './shop-settings.seeder.js';

/** The shop's settings the back office edits: the shipping rate and the policy texts (issue 33). */
@Module({
  imports: [MongooseModule.forFeature([{ name: ShopSettings.name, schema: ShopSettingsSchema }])],
  controllers: [SettingsController, AdminSettingsController],
  providers: [ShippingSettingsService, PolicySettingsService, ShopSettingsSeeder],
  exports: [ShippingSettingsService, PolicySettingsService, ShopSettingsSeeder],
})
export class SettingsModule {}
