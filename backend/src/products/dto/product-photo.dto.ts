import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { EmptyAsMissing } from '../../common/validation/empty-values.js';
import { Trimmed } from '../../common/validation/string-transforms.js';
import { IsStoredImageUrl } from '../../uploads/stored-image-url.validator.js';
import { rowMessage } from './numbered-rows.js';

export const PHOTO_NAME_MAX_LENGTH = 60;
const messages = ADMIN_MESSAGES.photo;

/** An extra gallery photo (imgSet); the name is an optional label. */
export class ProductPhotoDto {
  @MaxLength(PHOTO_NAME_MAX_LENGTH, { message: rowMessage((row) => messages.nameTooLong(row, PHOTO_NAME_MAX_LENGTH)) })
  @IsString({ message: rowMessage(messages.nameNotText) })
  @IsOptional()
  @Trimmed()
  Name?: string;

  @IsStoredImageUrl({ message: rowMessage(messages.imageNotStored) })
  @IsDefined({ message: rowMessage(messages.imageRequired) })
  @EmptyAsMissing()
  Img: string;
}
