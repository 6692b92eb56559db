import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsMongoId,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Trimmed } from '../../common/validation/string-transforms.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../payments/payment-provider.js';
import { LOCATION_MAX_LENGTH, RECIPIENT_MAX_LENGTH, US_PHONE_NUMBER } from '@shop/contracts/users/user-bodies';

export const MAX_CART_LINES = 50;
export const MAX_BUY_NUM = 999;
export const ADDRESS_REQUIRED = 'Your should provide your address information'; // sic, spec §5
export const EMPTY_CART = 'The cart is empty';
export const PAYMENT_METHOD_MESSAGE = `payment must be one of ${PAYMENT_METHODS.join(', ')}`;

const hasText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A cart line (spec §3). Only the product, sub-type and quantity are read; the server prices the rest. */
export class CartLineDto {
  @IsMongoId({ message: 'Each cart line needs a valid product id (proid)' })
  proid: string;

  @Length(1, 100, { message: 'Each cart line needs its sub-type (subType)' })
  @IsString({ message: 'Each cart line needs its sub-type (subType)' })
  subType: string;

  @Max(MAX_BUY_NUM, { message: `buyNum must be a whole number from 1 to ${MAX_BUY_NUM}` })
  @Min(1, { message: `buyNum must be a whole number from 1 to ${MAX_BUY_NUM}` })
  @IsInt({ message: `buyNum must be a whole number from 1 to ${MAX_BUY_NUM}` })
  buyNum: number;

  // The PWA sends whole cart lines; their prices, totals and stock are accepted and never trusted.
  @Allow() proname?: unknown;
  @Allow() proprice?: unknown;
  @Allow() totalPrice?: unknown;
  @Allow() maxLeft?: unknown;
}

/**
 * The spec's one message when any of the address, recipient and phone is missing, reported once
 * (on `location`) however many are missing.
 */
function AddressComplete(): PropertyDecorator {
  return ValidateBy({
    name: 'addressComplete',
    validator: {
      validate: (_value: unknown, args) => {
        const dto = args?.object as Partial<Record<'location' | 'recipient' | 'phone', unknown>>;
        return hasText(dto.location) && hasText(dto.recipient) && hasText(dto.phone);
      },
      defaultMessage: () => ADDRESS_REQUIRED,
    },
  });
}

export class CreateCheckoutSessionDto {
  // class-validator applies these bottom-up and reports the first that fails.
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_CART_LINES, { message: `The cart can hold at most ${MAX_CART_LINES} lines` })
  @ArrayMinSize(1, { message: EMPTY_CART })
  @IsArray({ message: EMPTY_CART })
  @Type(() => CartLineDto)
  cart: CartLineDto[];

  @IsIn(PAYMENT_METHODS, { message: PAYMENT_METHOD_MESSAGE })
  payment: PaymentMethod;

  @Trimmed()
  @MaxLength(LOCATION_MAX_LENGTH, { message: `Address is too long; input max ${LOCATION_MAX_LENGTH}` })
  @AddressComplete()
  location: string;

  @Trimmed()
  @ValidateIf((dto: CreateCheckoutSessionDto) => hasText(dto.recipient))
  @MaxLength(RECIPIENT_MAX_LENGTH, { message: 'Name length is too long; input max 50' })
  recipient: string;

  @Trimmed()
  @ValidateIf((dto: CreateCheckoutSessionDto) => hasText(dto.phone))
  @Matches(US_PHONE_NUMBER, { message: 'Please provide correct US phone num' })
  phone: string;
}
