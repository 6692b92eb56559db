import { BadRequestException } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { describe, expect, it } from 'vitest';
import { createGlobalValidationPipe } from './global-validation.pipe.js';

class Line {
  @IsString({ message: 'Name must be text' })
  Name: string;
}

class Order {
  @IsArray({ message: 'lines must be a list' })
  @ArrayMaxSize(2, { message: 'lines can hold at most 2 entries' })
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines: Line[];
}

async function messageFor(body: unknown): Promise<string> {
  try {
    await createGlobalValidationPipe().transform(body, { type: 'body', metatype: Order });
  } catch (error) {
    return ((error as BadRequestException).getResponse() as { message: string }).message;
  }
  throw new Error('expected a validation failure');
}

describe('global validation pipe', () => {
  it('answers one readable message, nested properties included', async () => {
    expect(await messageFor({ lines: [{ Name: 1 }, { Name: 2 }] })).toBe('Name must be text; Name must be text');
  });

  it('refuses properties the DTO does not declare', async () => {
    expect(await messageFor({ lines: [], admin: true })).toBe('property admin should not exist');
  });

  it('reports the first failed rule of each property only', async () => {
    expect(await messageFor({ lines: [{ Name: 'a' }, { Name: 'b' }, { Name: 'c' }] })).toBe('lines can hold at most 2 entries');
  });

  it('turns the body into an instance of the DTO', async () => {
    const order = await createGlobalValidationPipe().transform({ lines: [{ Name: 'a' }] }, { type: 'body', metatype: Order });
    expect(order).toBeInstanceOf(Order);
    expect(order.lines[0]).toBeInstanceOf(Line);
  });
});

describe('global validation pipe on path and query values', () => {
  it('leaves them as written, whatever type the handler declares', async () => {
    const pipe = createGlobalValidationPipe();
    expect(await pipe.transform('1e2', { type: 'param', metatype: Number, data: 'page' })).toBe('1e2');
    expect(await pipe.transform('', { type: 'query', metatype: Number, data: 'skip' })).toBe('');
    expect(await pipe.transform('false', { type: 'query', metatype: Boolean, data: 'flag' })).toBe('false');
  });
});
