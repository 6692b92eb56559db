import { Transform } from 'class-transformer';

/** Trims surrounding white space from a string value; leaves other values for the validators to reject. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
