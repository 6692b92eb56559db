import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { ImageStoreService } from './image-store.service.js';

@Module({
  controllers: [ImagesController],
  providers: [ImageStoreService],
  exports: [ImageStoreService],
})
export class UploadsModule {}
