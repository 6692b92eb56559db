import { Transform } from 'class-transformer';
import type { ValidationArguments } from 'class-validator';

const rowNumbers = new WeakMap<object, number>();

/**
 * Numbers the rows of a nested list (1, 2, …) once they are DTO instances, so that a row's messages can
 * say which row is wrong ("Sub-type 2: …"), as the admin form does. Kept aside, not on the row, so the
 * row holds only its declared fields.
 */
export const NumberedRows = () =>
  Transform(({ value }: { value: unknown }) => {
    if (Array.isArray(value)) value.forEach((row, index) => typeof row === 'object' && row !== null && rowNumbers.set(row, index + 1));
    return value;
  });

/** A validation message naming the row of the object being validated. */
export const rowMessage =
  (message: (row: number) => string) =>
  (args: ValidationArguments): string =>
    message(rowNumbers.get(args.object) ?? 0);
