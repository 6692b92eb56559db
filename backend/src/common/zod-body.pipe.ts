import { BadRequestException, type PipeTransform } from '@nestjs/common';

interface BodyIssue {
  message: string;
  path: readonly PropertyKey[];
}

/** What the pipe needs of a contract's zod schema (zod and zod/mini alike). */
export interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly BodyIssue[] } };
}

/**
 * Checks a body against a schema of @shop/contracts: the parsed value, or 400 with the first problem of each
 * field, joined by "; " in the schema's field order (the answer the class-validator bodies give too).
 */
// Hand-written rather than nestjs-zod: nestjs-zod 5.5 declares peer @nestjs/common ^10 || ^11, which npm refuses beside Nest 12.
export class ZodBodyPipe<T> implements PipeTransform<unknown, T> {
  constructor(readonly schema: BodySchema<T>) {}

  transform(body: unknown): T {
    const parsed = this.schema.safeParse(body);
    if (!parsed.success) throw new BadRequestException(firstMessagePerField(parsed.error.issues).join('; ') || 'Invalid request body.');
    return parsed.data;
  }
}

function firstMessagePerField(issues: readonly BodyIssue[]): string[] {
  const byField = new Map<PropertyKey, string>();
  for (const issue of issues) if (!byField.has(issue.path[0] ?? '')) byField.set(issue.path[0] ?? '', issue.message);
  // A message several fields share (checkout's one address message) is said once.
  return [...new Set(byField.values())];
}
