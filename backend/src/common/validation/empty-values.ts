import { Transform } from 'class-transformer';

const isEmptyField = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** An empty form field (null, '' or blanks) counts as not sent; validators then see undefined. */
export const EmptyAsMissing = () => Transform(({ value }) => (isEmptyField(value) ? undefined : value));

/** An empty form field (null, '' or blanks) counts as an explicit "none". */
export const EmptyAsNull = () => Transform(({ value }) => (isEmptyField(value) ? null : value));
