import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueCacheModule } from '../products/catalogue-cache.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminBoardsController } from './admin-boards.controller.js';
import { AdminBoardsService } from './admin-boards.service.js';
import { BoardsModule } from './boards.module.js';
import { WelcomeBoard, WelcomeBoardSchema } from './schemas/welcome-board.schema.js';

/** The back office's welcome board calls, beside the storefront's BoardsModule like AdminProductsModule. */
@Module({
  imports: [
    BoardsModule,
    CatalogueCacheModule,
    UploadsModule,
    MongooseModule.forFeature([{ name: WelcomeBoard.name, schema: WelcomeBoardSchema }]),
  ],
  controllers: [AdminBoardsController],
  providers: [AdminBoardsService],
})
export class AdminBoardsModule {}
