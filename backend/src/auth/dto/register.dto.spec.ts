import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { LoginDto } from './login.dto.js';
import { RegisterDto } from './register.dto.js';

const valid = { email: 'mia@example.com', vcode: '123456', password: 'secret1' };

async function messagesFor<T extends object>(dto: new () => T, body: Record<string, unknown>): Promise<string[]> {
  const errors = await validate(plainToInstance(dto, body));
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('RegisterDto', () => {
  it.each([
    [{ email: '' }, 'Please enter your email.'],
    [{ email: 'mia@example' }, 'Please enter correct email.'],
    [{ email: 'mia example.com' }, 'Please enter correct email.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Please enter correct email.'],
    [{ email: 42 }, 'Please enter your email.'],
    [{ vcode: '' }, 'Please enter your verification code.'],
    [{ vcode: '12345' }, 'Please enter correct verification code.'],
    [{ vcode: '1234567' }, 'Please enter correct verification code.'],
    [{ vcode: '12a456' }, 'Please enter correct verification code.'],
    [{ password: '' }, 'Please enter your password.'],
    [{ password: '12345' }, 'Please enter at least six digits for password.'],
    [{ password: 'x'.repeat(129) }, 'Please enter at most 128 characters for password.'],
    [{ password: { $gt: '' } }, 'Please enter your password.'],
  ])('answers %j with one message: %s', async (change, message) => {
    expect(await messagesFor(RegisterDto, { ...valid, ...change })).toEqual([message]);
  });

  it('stores the email trimmed and lower-cased', () => {
    expect(plainToInstance(RegisterDto, { ...valid, email: '  Mia@Example.COM ' }).email).toBe('mia@example.com');
  });

  it('keeps the password exactly as typed', () => {
    expect(plainToInstance(RegisterDto, { ...valid, password: ' pass word ' }).password).toBe(' pass word ');
  });
});

describe('LoginDto', () => {
  it.each([
    [{ email: '' }, 'Please enter your email.'],
    [{ email: 'nope' }, 'Please enter correct email.'],
    [{ password: '' }, 'Please enter your password.'],
    [{ password: '12345' }, 'Please enter correct password.'],
  ])('answers %j with the spec message %s', async (change, message) => {
    expect(await messagesFor(LoginDto, { email: 'mia@example.com', password: 'secret1', ...change })).toEqual([message]);
  });
});
