import { BadRequestException } from '@nestjs/common';
import { registerBodySchema } from '@shop/contracts/accounts/account-bodies';
import { messagePageQuerySchema } from '@shop/contracts/chat/chat-queries';
import { createCheckoutSessionBodySchema } from '@shop/contracts/orders/order-bodies';
import { describe, expect, it } from 'vitest';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const pipe = new ZodValidationPipe(registerBodySchema);
const refusal = (body: unknown) => {
  try {
    pipe.transform(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('the body was accepted');
};

describe('ZodValidationPipe', () => {
  it('answers the first problem of each field, in field order, joined by "; "', () => {
    expect(refusal({ email: 'nope', vcode: '12', password: '' })).toBe(
      'Please enter correct email.; Please enter correct verification code.; Please enter your password.',
    );
  });

  it('says a message that several fields share once', () => {
    const checkout = new ZodValidationPipe(createCheckoutSessionBodySchema);
    const line = { proid: '665f1c2b9a1e4b0012345678', subType: 'Pink', buyNum: 1 };
    expect(() => checkout.transform({ cart: [line], payment: 'card', location: '', recipient: ' ', phone: '' })).toThrow(
      new BadRequestException('Your should provide your address information'),
    );
  });

  it('hands the parsed body on, normalised as the schema says', () => {
    expect(pipe.transform({ email: ' Mia@Example.com', vcode: '123456', password: 'secret1' })).toEqual({
      email: 'mia@example.com',
      vcode: '123456',
      password: 'secret1',
    });
  });

  it('reads a query into the numbers its schema says, and refuses a value written otherwise', () => {
    const query = new ZodValidationPipe(messagePageQuerySchema);
    expect(query.transform({ before: '4', limit: '10' })).toEqual({ before: 4, limit: 10 });
    expect(() => query.transform({ limit: '1e2' })).toThrow(new BadRequestException('limit must be a whole number from 1 to 100.'));
  });
});
