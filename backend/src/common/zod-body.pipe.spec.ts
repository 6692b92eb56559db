import { BadRequestException } from '@nestjs/common';
import { registerBodySchema } from '@shop/contracts/accounts/account-bodies';
import { createCheckoutSessionBodySchema } from '@shop/contracts/orders/order-bodies';
import { describe, expect, it } from 'vitest';
import { ZodBodyPipe } from './zod-body.pipe.js';

const pipe = new ZodBodyPipe(registerBodySchema);
const refusal = (body: unknown) => {
  try {
    pipe.transform(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('the body was accepted');
};

describe('ZodBodyPipe', () => {
  it('answers the first problem of each field, in field order, joined by "; "', () => {
    expect(refusal({ email: 'nope', vcode: '12', password: '' })).toBe(
      'Please enter correct email.; Please enter correct verification code.; Please enter your password.',
    );
  });

  it('says a message that several fields share once', () => {
    const checkout = new ZodBodyPipe(createCheckoutSessionBodySchema);
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
});
