import { Module } from '@nestjs/common';
import { ImageUploadController } from './image-upload.controller.js';
import { ImageUploadService } from './image-upload.service.js';
import { ImagesController } from './images.controller.js';
import { ImageStoreService } from './image-store.service.js';

@Module({
  controllers: [ImagesController, ImageUploadController],
  providers: [ImageStoreService, ImageUploadService],
  exports: [ImageStoreService],
})
export class UploadsModule {}
