import { BadRequestException, HttpStatus, type PipeTransform } from '@nestjs/common';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import type { AdminRuleWords } from '@shop/contracts/admin-messages/admin-rule-words';
import { AdminMessageException } from './admin-message.exception.js';

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
 * the first problem of each field, joined by "; " in the schema's field order. A schema built with admin rule
 * words is refused with their messages (AdminMessageException) when every problem is one of them.
 */
// Hand-written rather than nestjs-zod: nestjs-zod 5.5 declares peer @nestjs/common ^10 || ^11, which npm refuses beside Nest 12.
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    readonly schema: ValidationSchema<T>,
    private readonly words?: AdminRuleWords,
  ) {}

  transform(value: unknown): T {
    const [checked, messageOf] = this.words ? this.words.check(() => this.check(value)) : [this.check(value), () => undefined];
    if ('data' in checked) return checked.data;
    const { texts } = checked;
    const [first, ...others] = texts.map(messageOf);
    if (first && others.every(isDefined)) throw new AdminMessageException(HttpStatus.BAD_REQUEST, first, ...others);
    throw new BadRequestException(texts.join('; ') || 'Invalid request.');
  }

  /** The value parsed, or its problems' texts, read here: zod says a rule's message when its issues are read. */
  private check(value: unknown): { data: T } | { texts: string[] } {
    const parsed = this.schema.safeParse(value);
    return parsed.success ? { data: parsed.data } : { texts: firstMessagePerField(parsed.error.issues) };
  }
}

const isDefined = (message: AdminMessage | undefined) => message !== undefined;

function firstMessagePerField(issues: readonly SchemaIssue[]): string[] {
  const byField = new Map<PropertyKey, string>();
  for (const issue of issues) if (!byField.has(issue.path[0] ?? '')) byField.set(issue.path[0] ?? '', issue.message);
  // A message several fields share (checkout's one address message) is said once.
  return [...new Set(byField.values())];
}
