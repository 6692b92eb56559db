import { BadRequestException, type PipeTransform } from '@nestjs/common';

/**
 * Turns a raw path parameter into a typed value with a pure parse function; a value the function
 * does not accept is answered with 400 and the given message.
 */
export class ParseOrRejectPipe<T> implements PipeTransform<string, T> {
  constructor(
    private readonly parse: (raw: string) => T | undefined,
    private readonly message: string,
  ) {}

  transform(raw: string): T {
    const parsed = this.parse(raw);
    if (parsed === undefined) throw new BadRequestException(this.message);
    return parsed;
  }
}
