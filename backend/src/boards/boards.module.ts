import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueCacheModule } from '../products/catalogue-cache.module.js';
import { BoardsController } from './boards.controller.js';
import { BoardsService } from './boards.service.js';
import { WelcomeBoard, WelcomeBoardSchema } from './schemas/welcome-board.schema.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: WelcomeBoard.name, schema: WelcomeBoardSchema }]), CatalogueCacheModule],
  controllers: [BoardsController],
  providers: [BoardsService],
  exports: [BoardsService],
})
export class BoardsModule {}
