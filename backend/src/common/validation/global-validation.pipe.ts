import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Bodies and queries are checked against their DTO; unknown fields are refused, not silently dropped.
 * Each property reports its first broken rule only, so a caller reads one reason per field.
 */
export function createGlobalValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors).join('; ')),
  });
}

/**
 * Leaves a single path or query value as the client wrote it instead of coercing it by its declared
 * TypeScript type, which turns "1e2" into 100 and "" into 0 before a parsing pipe could refuse them.
 * Such values are read with a pipe (ParseOrRejectPipe) or through a DTO.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** The message of every failed constraint, nested properties included. */
export function validationMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...validationMessages(error.children ?? [])]);
}
