import { IsIn, IsMongoId } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../payments/payment-provider.js';
import { PAYMENT_METHOD_MESSAGE } from './create-checkout-session.dto.js';

export const INVALID_ORDER_ID = 'Invalid order id';

export class ContinueCheckoutSessionDto {
  @IsMongoId({ message: INVALID_ORDER_ID })
  orderId: string;

  @IsIn(PAYMENT_METHODS, { message: PAYMENT_METHOD_MESSAGE })
  payment: PaymentMethod;
}
