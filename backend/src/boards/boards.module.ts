import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BoardsController } from './boards.controller.js';
import { BoardsService } from './boards.service.js';
import { WelcomeBoard, WelcomeBoardSchema } from './schemas/welcome-board.schema.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: WelcomeBoard.name, schema: WelcomeBoardSchema }])],
  controllers: [BoardsController],
  providers: [BoardsService],
  exports: [MongooseModule, BoardsService],
})
export class BoardsModule {}
