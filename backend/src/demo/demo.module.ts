import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BoardsModule } from '../boards/boards.module.js';
import { ProductsModule } from '../products/products.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { DemoAccountsService } from './demo-accounts.service.js';
import { DemoDataService } from './demo-data.service.js';

@Module({
  imports: [ProductsModule, BoardsModule, UploadsModule, AuthModule, SettingsModule],
  providers: [DemoDataService, DemoAccountsService],
  exports: [DemoDataService, DemoAccountsService],
})
export class DemoModule {}
