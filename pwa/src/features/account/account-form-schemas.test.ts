import { loginBodySchema, sendCodeBodySchema } from '@shop/contracts/accounts/account-bodies';
import { reviseLocationBodySchema } from '@shop/contracts/users/user-bodies';
import { describe, expect, it } from 'vitest';
import { registerFormSchema } from './account-form-schemas';

interface Schema {
  safeParse(value: unknown): { error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** The first message per field, as react-hook-form's resolver shows them under the fields. */
function fieldMessages(schema: Schema, values: object): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of schema.safeParse(values).error?.issues ?? []) messages[String(path[0])] ??= message;
  return messages;
}

const registerErrors = (values: object) => fieldMessages(registerFormSchema, values);
const emailErrors = (email: string) => fieldMessages(sendCodeBodySchema, { email });
const loginErrors = (values: object) => fieldMessages(loginBodySchema, values);
const addressErrors = (values: object) => fieldMessages(reviseLocationBodySchema, values);

const validRegister = { email: 'mia@example.com', vcode: '123456', password: 'secret1', agreed: true };
const validAddress = { location: '12 Sunny Lane, Springfield, IL 62701', recipient: 'Mia Chen', phone: '555-123-4567' };

describe('register form schema', () => {
  it('accepts a complete registration', () => {
    expect(registerErrors(validRegister)).toEqual({});
  });

  it.each([
    [{ email: '' }, 'email', 'Please enter your email.'],
    [{ email: '   ' }, 'email', 'Please enter your email.'],
    [{ email: 'mia@example' }, 'email', 'Please enter correct email.'],
    [{ email: 'mia.example.com' }, 'email', 'Please enter correct email.'],
    [{ email: 'mia @example.com' }, 'email', 'Please enter correct email.'],
    [{ vcode: '' }, 'vcode', 'Please enter your verification code.'],
    [{ vcode: '12345' }, 'vcode', 'Please enter correct verification code.'],
    [{ password: '' }, 'password', 'Please enter your password.'],
    [{ password: '12345' }, 'password', 'Please enter at least six digits for password.'],
    [{ agreed: false }, 'agreed', 'Please agree with the website policies.'],
  ])('answers %j on %s with "%s"', (change, field, message) => {
    expect(registerErrors({ ...validRegister, ...change })).toEqual({ [field]: message });
  });

  it('reports every offending field at once', () => {
    expect(registerErrors({ email: '', vcode: '', password: '', agreed: false })).toEqual({
      email: 'Please enter your email.',
      vcode: 'Please enter your verification code.',
      password: 'Please enter your password.',
      agreed: 'Please agree with the website policies.',
    });
  });

  it('checks the email the same way before sending a code', () => {
    expect(emailErrors('')).toEqual({ email: 'Please enter your email.' });
    expect(emailErrors('nope')).toEqual({ email: 'Please enter correct email.' });
    expect(emailErrors(' mia@example.com ')).toEqual({});
  });
});

describe('login form (the login body schema)', () => {
  it.each([
    [{ email: '' }, 'email', 'Please enter your email.'],
    [{ email: 'mia@' }, 'email', 'Please enter correct email.'],
    [{ password: '' }, 'password', 'Please enter your password.'],
    [{ password: 'abcde' }, 'password', 'Please enter correct password.'],
  ])('answers %j on %s with "%s"', (change, field, message) => {
    expect(loginErrors({ email: 'mia@example.com', password: 'secret1', ...change })).toEqual({ [field]: message });
  });

  it('accepts a password of exactly six characters', () => {
    expect(loginErrors({ email: 'mia@example.com', password: 'abcdef' })).toEqual({});
  });
});

describe('address form (the reviseLocation body schema)', () => {
  it.each([
    [{ location: '' }, 'location', 'Please provide your address'],
    [{ location: '  ' }, 'location', 'Please provide your address'],
    [{ recipient: '' }, 'recipient', 'Please provide your name'],
    [{ recipient: 'a'.repeat(50) }, 'recipient', 'Name length is too long; input max 50'],
    [{ phone: '' }, 'phone', 'Please provide your phone'],
  ])('answers %j on %s with "%s"', (change, field, message) => {
    expect(addressErrors({ ...validAddress, ...change })).toEqual({ [field]: message });
  });

  it('takes a recipient of 49 characters', () => {
    expect(addressErrors({ ...validAddress, recipient: 'a'.repeat(49) })).toEqual({});
  });

  it.each([
    ['5551234567', 'ten digits'],
    ['555-123-4567', 'dashes'],
    ['555 123 4567', 'spaces'],
    ['+1 555 123 4567', 'the +1 prefix and spaces'],
    ['+1-555-123-4567', 'the +1 prefix and dashes'],
    ['+15551234567', 'the +1 prefix run together'],
    ['123-4567', 'no area code'],
    ['1234567', 'seven digits'],
  ])('accepts the US phone number %s (%s)', (phone) => {
    expect(addressErrors({ ...validAddress, phone })).toEqual({});
  });

  it.each([
    ['12345', 'too few digits'],
    ['555-123-456', 'a short last group'],
    ['+44 20 7946 0958', 'a UK number'],
    ['+2 555 123 4567', 'another country code'],
    ['555_123_4567', 'underscores'],
    ['(555 123-4567', 'an unclosed bracket'],
    ['call me', 'words'],
  ])('refuses %s (%s) as not a US phone number', (phone) => {
    expect(addressErrors({ ...validAddress, phone })).toEqual({ phone: 'Please provide correct US phone num' });
  });
});
