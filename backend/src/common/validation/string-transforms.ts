import { Transform } from 'class-transformer';

/** Trims surrounding white space from a string value; leaves other values for the validators to reject. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases an email address, which is how it is stored and looked up. */
export const NormalisedEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
