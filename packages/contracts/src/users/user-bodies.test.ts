import { describe, expect, it } from 'vitest';
import { reviseFavBodySchema, reviseLocationBodySchema } from './user-bodies.js';

const valid = { location: '1 Main St, Springfield, IL 62701', recipient: 'Mia Chen', phone: '555-123-4567' };
const messagesFor = (body: unknown) => reviseLocationBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('reviseLocation body', () => {
  it.each(['555-123-4567', '5551234567', '555 123 4567', '+1 555 123 4567', '+1-555-123-4567', '+15551234567', '123-4567'])(
    'accepts the US phone number %s',
    (phone) => {
      expect(messagesFor({ ...valid, phone })).toEqual([]);
    },
  );

  it.each([
    ['(512) 555-0100', '512 555-0100'],
    ['(512)555-0100', '512 555-0100'],
    ['+1 (512) 555-0100', '+1 512 555-0100'],
    ['512.555.0100', '512-555-0100'],
    ['555-123-4567', '555-123-4567'],
  ])('accepts %s as US numbers are usually written, stored as %s', (phone, stored) => {
    expect(reviseLocationBodySchema.parse({ ...valid, phone }).phone).toBe(stored);
  });

  it.each(['12345', '555-123-456', '(51) 555-0100', '512..555.0100', '+44 20 7946 0958', '555_123_4567', '+2 555 123 4567', 'call me'])(
    'rejects %s, which is not a US phone number',
    (phone) => {
      expect(messagesFor({ ...valid, phone })).toEqual(['Please provide correct US phone num']);
    },
  );

  it('asks for each missing field with the spec message, white space counting as missing', () => {
    const missing = ['Please provide your address', 'Please provide your name', 'Please provide your phone'];
    expect(messagesFor({})).toEqual(missing);
    expect(messagesFor({ location: '  ', recipient: '\t', phone: ' ' })).toEqual(missing);
  });

  it('takes a recipient under 50 characters and refuses one of 50', () => {
    expect(messagesFor({ ...valid, recipient: 'a'.repeat(49) })).toEqual([]);
    expect(messagesFor({ ...valid, recipient: 'a'.repeat(50) })).toEqual(['Name length is too long; input max 50']);
  });

  it('refuses a query operator in place of a value', () => {
    expect(messagesFor({ ...valid, phone: { $ne: '' } })).toEqual(['Please provide your phone']);
  });

  it('stores the fields trimmed', () => {
    expect(reviseLocationBodySchema.parse({ location: ' 1 Main St ', recipient: ' Mia ', phone: ' 555-123-4567 ' })).toEqual({
      location: '1 Main St',
      recipient: 'Mia',
      phone: '555-123-4567',
    });
  });
});

describe('reviseFav body', () => {
  it('takes a product id and refuses anything else with one message', () => {
    expect(reviseFavBodySchema.safeParse({ proID: '665f1c2b9a1e4b0012345678' }).success).toBe(true);
    for (const proID of ['nope', 42, { $ne: '' }]) {
      expect(reviseFavBodySchema.safeParse({ proID }).error?.issues[0]?.message).toBe('Please provide a valid product id.');
    }
  });
});
