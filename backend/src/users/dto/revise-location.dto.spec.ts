import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { ReviseLocationDto } from './revise-location.dto.js';

const valid = { location: '1 Main St, Springfield, IL 62701', recipient: 'Mia Chen', phone: '555-123-4567' };

async function messagesFor(body: Record<string, unknown>): Promise<string[]> {
  const errors = await validate(plainToInstance(ReviseLocationDto, body));
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('ReviseLocationDto', () => {
  it.each(['555-123-4567', '5551234567', '555 123 4567', '+1 555 123 4567', '+1-555-123-4567', '+15551234567', '123-4567'])(
    'accepts the US phone number %s',
    async (phone) => {
      expect(await messagesFor({ ...valid, phone })).toEqual([]);
    },
  );

  it.each(['12345', '555-123-456', '+44 20 7946 0958', '555_123_4567', '+2 555 123 4567', 'call me'])(
    'rejects %s, which is not a US phone number',
    async (phone) => {
      expect(await messagesFor({ ...valid, phone })).toEqual(['Please provide correct US phone num']);
    },
  );

  it('asks for each missing field with the spec message', async () => {
    expect(await messagesFor({})).toEqual([
      'Please provide your address',
      'Please provide your name',
      'Please provide your phone',
    ]);
  });

  it('treats fields of white space as missing', async () => {
    expect(await messagesFor({ location: '  ', recipient: '\t', phone: ' ' })).toEqual([
      'Please provide your address',
      'Please provide your name',
      'Please provide your phone',
    ]);
  });

  it('takes a recipient under 50 characters and refuses one of 50', async () => {
    expect(await messagesFor({ ...valid, recipient: 'a'.repeat(49) })).toEqual([]);
    expect(await messagesFor({ ...valid, recipient: 'a'.repeat(50) })).toEqual(['Name length is too long; input max 50']);
  });

  it('refuses a query operator in place of a value', async () => {
    expect(await messagesFor({ ...valid, phone: { $ne: '' } })).toEqual(['Please provide your phone']);
  });

  it('trims what it keeps', async () => {
    const dto = plainToInstance(ReviseLocationDto, { location: ' 1 Main St ', recipient: ' Mia ', phone: ' 555-123-4567 ' });
    expect(dto).toEqual({ location: '1 Main St', recipient: 'Mia', phone: '555-123-4567' });
  });
});
