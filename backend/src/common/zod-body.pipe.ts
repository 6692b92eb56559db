import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** What the pipe needs of a contract's zod schema (zod and zod/mini alike). */
export interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** Checks a body against a schema of @shop/contracts: the parsed value, or 400 with the first problem's message. */
export class ZodBodyPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: BodySchema<T>) {}

  transform(body: unknown): T {
    const parsed = this.schema.safeParse(body);
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Invalid request body.');
    return parsed.data;
  }
}
