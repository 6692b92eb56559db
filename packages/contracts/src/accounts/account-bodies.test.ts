import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from './account-bodies.js';

const valid = { email: 'mia@example.com', vcode: '123456', password: 'secret1' };
const firstMessage = (schema: typeof registerBodySchema | typeof loginBodySchema, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('register body', () => {
  it.each([
    [{ email: '' }, 'Please enter your email.'],
    [{ email: '   ' }, 'Please enter your email.'],
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
  ])('answers %j with one message: %s', (change, message) => {
    expect(firstMessage(registerBodySchema, { ...valid, ...change })).toBe(message);
  });

  it('refuses a field it does not know, by name', () => {
    expect(firstMessage(registerBodySchema, { ...valid, admin: true })).toBe('property admin should not exist');
  });

  it('reports the first field in form order when several are wrong', () => {
    expect(firstMessage(registerBodySchema, { email: 'nope', vcode: '', password: '' })).toBe('Please enter correct email.');
  });

  it('keeps the email trimmed and lower-cased and the password exactly as typed', () => {
    expect(registerBodySchema.parse({ ...valid, email: '  Mia@Example.COM ', password: ' pass word ' })).toEqual({
      email: 'mia@example.com',
      vcode: '123456',
      password: ' pass word ',
    });
  });
});

describe('login body', () => {
  it.each([
    [{ email: '' }, 'Please enter your email.'],
    [{ email: 'nope' }, 'Please enter correct email.'],
    [{ password: '' }, 'Please enter your password.'],
    [{ password: '12345' }, 'Please enter correct password.'],
  ])('answers %j with the spec message %s', (change, message) => {
    expect(firstMessage(loginBodySchema, { email: 'mia@example.com', password: 'secret1', ...change })).toBe(message);
  });
});
