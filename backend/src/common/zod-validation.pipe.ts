import { BadRequestException, type PipeTransform } from '@nestjs/common';

interface SchemaIssue {
  message: string;
  path: readonly PropertyKey[];
}

/** What the pipe needs of a contract's zod schema (zod and zod/mini alike). */
export interface ValidationSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * Checks a body, a query or a socket payload against a schema of @shop/contracts: the parsed value, or 400 with
 * the first problem of each field, joined by "; " in the schema's field order.
 */
// Hand-written rather than nestjs-zod: nestjs-zod 5.5 declares peer @nestjs/common ^10 || ^11, which npm refuses beside Nest 12.
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(readonly schema: ValidationSchema<T>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw new BadRequestException(firstMessagePerField(parsed.error.issues).join('; ') || 'Invalid request.');
    return parsed.data;
  }
}

function firstMessagePerField(issues: readonly SchemaIssue[]): string[] {
  const byField = new Map<PropertyKey, string>();
  for (const issue of issues) if (!byField.has(issue.path[0] ?? '')) byField.set(issue.path[0] ?? '', issue.message);
  // A message several fields share (checkout's one address message) is said once.
  return [...new Set(byField.values())];
}
