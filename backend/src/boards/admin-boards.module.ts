import { Module } from '@nestjs/common';
import { CatalogueCacheModule } from '../products/catalogue-cache.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminBoardsController } from './admin-boards.controller.js';
import { AdminBoardsService } from './admin-boards.service.js';
import { BoardsModule } from './boards.module.js';

/** The back office's welcome board calls, beside the storefront's BoardsModule like AdminProductsModule. */
@Module({
  imports: [BoardsModule, CatalogueCacheModule, UploadsModule],
  controllers: [AdminBoardsController],
  providers: [AdminBoardsService],
})
export class AdminBoardsModule {}
