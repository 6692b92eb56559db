import { IsDefined, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { toCents } from '../../common/money.js';
import { EmptyAsMissing, EmptyAsNull } from '../../common/validation/empty-values.js';
import { Trimmed } from '../../common/validation/string-transforms.js';
import { IsStoredImageUrl } from '../../uploads/stored-image-url.validator.js';
import { rowMessage } from './numbered-rows.js';

export const SUB_TYPE_NAME_MAX_LENGTH = 100;
/** Far above any accessory; keeps a typo (an extra few zeros) out of the shop. */
export const MAX_PRICE = 100_000;
export const MAX_STOCK = 1_000_000;

const messages = ADMIN_MESSAGES.subType;
const FINITE = { allowNaN: false, allowInfinity: false };

/** A sale price is a reduction: it may equal the unit price but not exceed it (compared in cents). */
const NotAbovePrice = () =>
  ValidateBy(
    {
      name: 'notAbovePrice',
      validator: {
        validate: (salePrice: number, args) => {
          const { Price } = args!.object as SubTypeInfoDto;
          return typeof Price !== 'number' || toCents(salePrice) <= toCents(Price);
        },
      },
    },
    { message: rowMessage(messages.salePriceAbovePrice) },
  );

/** One row of subTypeInfo: a purchasable variant as the admin form sends it. */
export class SubTypeInfoDto {
  @MaxLength(SUB_TYPE_NAME_MAX_LENGTH, { message: rowMessage((row) => messages.nameTooLong(row, SUB_TYPE_NAME_MAX_LENGTH)) })
  @IsNotEmpty({ message: rowMessage(messages.nameRequired) })
  @IsString({ message: rowMessage(messages.nameRequired) })
  @Trimmed()
  Name: string;

  @IsStoredImageUrl({ message: rowMessage(messages.imageNotStored) })
  @IsDefined({ message: rowMessage(messages.imageRequired) })
  @EmptyAsMissing()
  Img: string;

  @Max(MAX_PRICE, { message: rowMessage((row) => messages.priceTooHigh(row, MAX_PRICE)) })
  @Min(0, { message: rowMessage(messages.priceNegative) })
  @IsNumber(FINITE, { message: rowMessage(messages.priceNotNumber) })
  @IsDefined({ message: rowMessage(messages.priceRequired) })
  @EmptyAsMissing()
  Price: number;

  /** Optional: null, '' or absent means no sale price. */
  @NotAbovePrice()
  @Min(0, { message: rowMessage(messages.salePriceNegative) })
  @IsNumber(FINITE, { message: rowMessage(messages.salePriceNotNumber) })
  @ValidateIf((row: SubTypeInfoDto) => row.SalePrice != null)
  @EmptyAsNull()
  SalePrice?: number | null;

  @Max(MAX_STOCK, { message: rowMessage((row) => messages.stockTooHigh(row, MAX_STOCK)) })
  @Min(0, { message: rowMessage(messages.stockNegative) })
  @IsInt({ message: rowMessage(messages.stockNotWhole) })
  @IsDefined({ message: rowMessage(messages.stockRequired) })
  @EmptyAsMissing()
  LeftNum: number;

  /**
   * Revise form only, not in the spec's payload: the sub-type's stock as the page loaded it. LeftNum then
   * applies as a change to it, so units sold since the page loaded are not sold again. Absent: a new sub-type.
   */
  @Min(0, { message: rowMessage(messages.loadedStockNotWhole) })
  @IsInt({ message: rowMessage(messages.loadedStockNotWhole) })
  @IsOptional()
  LoadedLeftNum?: number;
}
