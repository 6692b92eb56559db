import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { Trimmed } from '../../common/validation/string-transforms.js';
import { CommaSeparatedText } from './comma-separated-text.js';
import { NumberedRows } from './numbered-rows.js';
import { ProductPhotoDto } from './product-photo.dto.js';
import { SubTypeInfoDto } from './sub-type-info.dto.js';

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_PHOTOS = 20;
export const MAX_SUB_TYPES = 50;

const messages = ADMIN_MESSAGES.product;

/** Orders and stock find a sub-type by its name, so two sub-types of one product cannot share one. */
const UniqueSubTypeNames = () =>
  ValidateBy({
    name: 'uniqueSubTypeNames',
    validator: {
      validate: (rows: SubTypeInfoDto[]) => repeatedNameRow(rows) === undefined,
      defaultMessage: (args) => {
        const row = repeatedNameRow(args!.value as SubTypeInfoDto[])!;
        return ADMIN_MESSAGES.subType.nameRepeated(row.number, row.name);
      },
    },
  });

function repeatedNameRow(rows: SubTypeInfoDto[]): { number: number; name: string } | undefined {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (typeof row?.Name !== 'string') continue;
    if (seen.has(row.Name)) return { number: index + 1, name: row.Name };
    seen.add(row.Name);
  }
  return undefined;
}

/** What the add and revise product forms both send (spec §7). */
export class ProductFormDto {
  @StringRules(messages.nameRequired, [maxLength(PRODUCT_NAME_MAX_LENGTH, messages.nameTooLong(PRODUCT_NAME_MAX_LENGTH))])
  @Trimmed()
  proName: string;

  /** Comma-separated, stored as a trimmed list without empty entries or repeats. */
  @CommaSeparatedText('category')
  category?: string;

  @CommaSeparatedText('ip')
  ip?: string;

  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: messages.descriptionTooLong(DESCRIPTION_MAX_LENGTH) })
  @IsString({ message: messages.descriptionNotText })
  @IsOptional()
  @Trimmed()
  description?: string;

  @ValidateNested({ each: true, message: messages.photosNotList })
  @ArrayMaxSize(MAX_PHOTOS, { message: messages.tooManyPhotos(MAX_PHOTOS) })
  @IsArray({ message: messages.photosNotList })
  @IsOptional()
  @NumberedRows()
  @Type(() => ProductPhotoDto)
  imgSet?: ProductPhotoDto[];

  @ValidateNested({ each: true, message: messages.subTypesNotList })
  @UniqueSubTypeNames()
  @ArrayMaxSize(MAX_SUB_TYPES, { message: messages.tooManySubTypes(MAX_SUB_TYPES) })
  @ArrayMinSize(1, { message: messages.subTypesRequired })
  @IsArray({ message: messages.subTypesRequired })
  @NumberedRows()
  @Type(() => SubTypeInfoDto)
  subTypeInfo: SubTypeInfoDto[];
}
