import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IMMUTABLE_CACHE_CONTROL } from '../common/cache-control.js';
import { Contract } from '../common/api-contract.decorator.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ImageStoreService, parseImageId } from './image-store.service.js';

export const INVALID_IMAGE_ID_MESSAGE = 'Invalid image id';

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImageStoreService) {}

  @Get(':id')
  @Contract({
    summary: 'A stored image',
    access: 'public',
    errors: [400, 404],
    answer: { description: 'The image (304 when the ETag matches)', contentType: 'image/*' },
  })
  async getImage(
    @Param('id', new ParseOrRejectPipe(parseImageId, INVALID_IMAGE_ID_MESSAGE)) id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    const image = await this.images.findImage(id);
    response.set({ 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: `"${image.id}"` });
    if (request.fresh) {
      response.status(304);
      return undefined;
    }
    return new StreamableFile(image.open(), { type: image.contentType, length: image.length });
  }
}
